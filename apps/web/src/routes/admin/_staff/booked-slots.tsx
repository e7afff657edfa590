import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../../../content/pages";
import { BeingPrepared } from "../../../features/pages/being-prepared";

export const Route = createFileRoute("/admin/_staff/booked-slots")({
  head: () => ({ meta: [{ title: pageTitle("Booked Slots") }] }),
  component: () => <BeingPrepared title="Booked Slots" />,
});
