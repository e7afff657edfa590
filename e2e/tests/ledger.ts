import { type APIRequestContext, expect } from "@playwright/test";
import { dayFromToday } from "./rounds";
import { adminToken } from "./staff";

// The payments ledger over the REST API (APP-26), for the specs whose subject comes after a
// payment: recording one in the console is walked in payments.spec.ts.

export type Listed = { id: number; amountDue: number; currency: string };

/** The application of `email` as the REST API lists it. */
export async function applicationOf(request: APIRequestContext, email: string): Promise<Listed> {
  const res = await request.get(`/api/trainings?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const { applications } = ((await res.json()) as { data: { applications: Listed[] } }).data;
  const found = applications[0];
  if (!found) throw new Error(`no application of ${email}`);
  return found;
}

/** Records `amount` received today (Egypt time) online for `app`, as a payments:write key. */
export async function recordPaymentOverApi(
  request: APIRequestContext,
  app: Listed,
  amount: number,
) {
  const res = await request.post(`/api/trainings/${app.id}/payments`, {
    headers: {
      Authorization: `Bearer ${await adminToken(request)}`,
      "Idempotency-Key": `e2e-${app.id}-${amount}`,
    },
    data: {
      kind: "payment",
      amount,
      currency: app.currency,
      receivedOn: dayFromToday(0),
      method: "online-link",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
