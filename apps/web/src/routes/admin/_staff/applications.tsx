import { APPLICATION_STATUSES } from "@kairos/shared";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { pageTitle } from "../../../content/pages";
import { ApplicationsPage } from "../../../features/admin/applications/applications-page";

/** Text from the URL (the router reads `?q=123` as a number). */
const text = (max: number) =>
  z
    .preprocess(
      (v) => (typeof v === "number" ? String(v) : v),
      z.string().trim().min(1).max(max).optional(),
    )
    .catch(undefined);

/** The list's filters live in the URL; a value that does not fit falls back to none. */
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  round: text(40),
  q: text(200),
});

export type ApplicationsSearch = z.output<typeof searchSchema>;

export const Route = createFileRoute("/admin/_staff/applications")({
  validateSearch: (search: Record<string, unknown>): ApplicationsSearch =>
    searchSchema.parse(search),
  head: () => ({ meta: [{ title: pageTitle("Applications") }] }),
  component: ApplicationsPage,
});
