import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { pageTitle } from "../../../content/pages";
import { InterpretersPage } from "../../../features/admin/interpreters/interpreters-page";

/** The list's page and search live in the URL; a value that does not fit falls back to none. */
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  q: z
    .preprocess(
      (v) => (typeof v === "number" ? String(v) : v),
      z.string().trim().min(1).max(200).optional(),
    )
    .catch(undefined),
});

export type InterpretersSearch = z.output<typeof searchSchema>;

export const Route = createFileRoute("/admin/_staff/interpreters")({
  validateSearch: (search: Record<string, unknown>): InterpretersSearch =>
    searchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Interpreters") }] }),
  component: InterpretersPage,
});
