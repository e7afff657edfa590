import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "../features/landing/landing-page";

export const Route = createFileRoute("/")({
  head: () => ({
    meta: [{ title: "Kairos | Medical Interpreter Training and Interpreting Services" }],
  }),
  component: LandingPage,
});
