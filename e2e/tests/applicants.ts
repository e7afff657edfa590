import { type APIRequestContext, expect } from "@playwright/test";

// Applicants made over the public REST API, for the specs whose subject comes after the form
// (the staff screens, a slot taken meanwhile): the form itself is walked in register.spec.ts.

export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

interface Envelope<T> {
  data: T;
}

export interface FreeSlot {
  id: number;
  /** Egypt time, "16:30". */
  time: string;
  date: string;
}

/** The free slots of round 3, earliest first, from the first `days` dates that have any. */
export async function freeSlots(request: APIRequestContext, days = 20): Promise<FreeSlot[]> {
  const dates = await request.get("/api/assessments/available-dates/round-3");
  expect(dates.ok()).toBe(true);
  const { available_dates } = ((await dates.json()) as Envelope<{ available_dates: string[] }>)
    .data;
  const slots: FreeSlot[] = [];
  for (const date of available_dates.slice(0, days)) slots.push(...(await slotsOn(request, date)));
  return slots;
}

/** The free slots of round 3 on `date` (YYYY-MM-DD, Egypt time). */
export async function slotsOn(request: APIRequestContext, date: string): Promise<FreeSlot[]> {
  const res = await request.get(`/api/assessments/available-slots/round-3/${date}`);
  expect(res.ok()).toBe(true);
  const { available_time_slots } = (
    (await res.json()) as Envelope<{ available_time_slots: FreeSlot[] }>
  ).data;
  return available_time_slots.map((s) => ({ ...s, date: s.date ?? date }));
}

/** POSTs a complete application for round 3; `fields` override the defaults. */
export function postApplication(
  request: APIRequestContext,
  fields: Record<string, string> & { email: string },
) {
  return request.post("/api/trainings/apply", {
    multipart: {
      trainingCourse: "round-3",
      secondLanguage: "French",
      fullName: "Other Applicant",
      countryCode: "US",
      phoneNumber: "+12125550199",
      selectedCountry: "United States",
      selectedCity: "Boston",
      occupation: "student",
      interests: JSON.stringify(["Want to earn extra income"]),
      jobReferrals: "yes",
      hearAbout: "linkedin",
      paymentPlan: "two-payments",
      ...fields,
      paymentScreenshot: { name: "pay.png", mimeType: "image/png", buffer: PNG },
    },
  });
}

/**
 * An application booking the first slot still free (another test may take one meanwhile: each
 * holds one applicant); returns the slot it got.
 */
export async function applyOnFreeSlot(
  request: APIRequestContext,
  fields: Record<string, string> & { email: string },
): Promise<FreeSlot> {
  for (const slot of await freeSlots(request)) {
    const res = await postApplication(request, { ...fields, assessmentSlot: String(slot.id) });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBeLessThan(300);
    return slot;
  }
  throw new Error("No free round-3 slot left");
}
