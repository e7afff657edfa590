import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { LandingPage } from "../features/landing/landing-page";

export const Route = createFileRoute("/")({
  head: () => seo("Kairos | Medical Interpreter Training and Interpreting Services"),
  component: LandingPage,
});
