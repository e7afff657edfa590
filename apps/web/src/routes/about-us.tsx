import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/about-us")({
  head: () => ({ meta: [{ title: pageTitle("About Us") }] }),
  component: () => <BeingPrepared title="About Us" />,
});
