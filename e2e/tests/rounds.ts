import { type APIRequestContext, expect } from "@playwright/test";
import { adminToken } from "./staff";

// Round 3 as the first run seeds it, for the site-wide specs that change it and put it back.

export const ROUND_3 = {
  name: "Round 3",
  startDate: "2026-02-07",
  endDate: "2026-03-31",
  schedule: "Saturdays 4:00-6:30 PM EST and Tuesdays 5:00-7:30 PM EST",
  status: "open",
};

/** Saves round 3 as seeded with `changes` over it; no changes restore it (no deadline either). */
export async function saveRound3(
  request: APIRequestContext,
  changes: Record<string, unknown> = {},
) {
  const res = await request.patch("/api/rounds/round-3", {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { ...ROUND_3, ...changes },
  });
  expect(res.status()).toBe(200);
}
