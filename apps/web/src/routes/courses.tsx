import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../content/pages";
import { BeingPrepared } from "../features/pages/being-prepared";

export const Route = createFileRoute("/courses")({
  head: () => ({ meta: [{ title: pageTitle("Courses") }] }),
  component: () => <BeingPrepared title="Courses" />,
});
