import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/contact-us")({
  head: () => ({ meta: [{ title: pageTitle("Contact Us") }] }),
  component: () => <BeingPrepared title="Contact Us" />,
});
