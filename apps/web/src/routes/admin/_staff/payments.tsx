import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "@/content/pages";
import { PaymentsToCheckPage } from "@/features/admin/payments/payments-to-check-page";

export const Route = createFileRoute("/admin/_staff/payments")({
  head: () => ({ meta: [{ title: pageTitle("Payments to check") }] }),
  component: PaymentsToCheckPage,
});
