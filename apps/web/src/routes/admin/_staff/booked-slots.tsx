import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { pageTitle } from "../../../content/pages";
import { BookedSlotsPage } from "../../../features/admin/booked-slots/booked-slots-page";

/** The filters live in the URL; a value that does not fit falls back to none. */
const searchSchema = z.object({
  round: z.string().trim().min(1).max(40).optional().catch(undefined),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export type BookedSlotsSearch = z.output<typeof searchSchema>;

export const Route = createFileRoute("/admin/_staff/booked-slots")({
  validateSearch: (search: Record<string, unknown>): BookedSlotsSearch =>
    searchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Booked Slots") }] }),
  component: BookedSlotsPage,
});
