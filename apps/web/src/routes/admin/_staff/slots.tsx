import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { pageTitle } from "../../../content/pages";
import { SlotsPage } from "../../../features/admin/slots/slots-page";

/** The round and the view live in the URL; a value that does not fit falls back to none. */
const searchSchema = z.object({
  round: z.string().trim().min(1).max(40).optional().catch(undefined),
  view: z.enum(["all"]).optional().catch(undefined),
});

export type SlotsSearch = z.output<typeof searchSchema>;

export const Route = createFileRoute("/admin/_staff/slots")({
  validateSearch: (search: Record<string, unknown>): SlotsSearch => searchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Assessment Slots") }] }),
  component: SlotsPage,
});
