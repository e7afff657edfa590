import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

// Applicants and interpreters made over the public REST API, for the specs whose subject comes
// after the form (the staff screens, a slot taken meanwhile): the forms themselves are walked in
// register.spec.ts and interpreter-registration.spec.ts.

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
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

/**
 * The application form's saved draft (localStorage) of an applicant in Cairo whose answers
 * reach step `step` (1-based), as a returning applicant has; `values` override the answers
 * (an `emailCheck` among them, the e-mail code's record).
 */
export function applicationDraft(step: number, values: Record<string, unknown> = {}): string {
  const answers = {
    trainingCourse: "round-3",
    secondLanguage: "Arabic",
    customLanguage: "",
    fullName: "Mona Hassan",
    countryCode: "EG",
    phoneNumber: "+201001234567",
    email: `draft-${randomUUID()}@example.com`,
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    occupation: "student",
    jobTitle: "",
    interests: ["Want to earn extra income"],
    otherInterest: "",
    jobReferrals: "yes",
    hearAbout: "facebook",
    otherHearAbout: "",
    paymentPlan: "",
    assessmentDate: "",
    assessmentSlot: "",
    ...values,
  };
  return JSON.stringify({
    step: step - 1,
    // Step 2's address was confirmed with its e-mail code (the browser keeps that in the draft).
    values: { emailCheck: confirmedEmail(answers.email, answers.trainingCourse), ...answers },
  });
}

/** A draft's record that step 2 confirmed `email` for `course` with the e-mail code. */
export const confirmedEmail = (email: unknown, course: unknown) => ({
  email: String(email).toLowerCase(),
  course: String(course),
  outcome: "confirmed",
});

/** Opens /register on `page` at the draft's step (applicationDraft). */
export async function openDraft(page: Page, draft: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem("kairosApplicationDraft", value);
  }, draft);
  await page.goto("/register");
  const step = (JSON.parse(draft) as { step: number }).step + 1;
  await expect(page.getByTestId("step-indicator")).toHaveText(`Step ${step} of 7`);
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

/** An interpreter registration as the REST API takes it (interpreter-registration.spec.ts's answers). */
const reference = (n: number) =>
  JSON.stringify({
    name: `Referee ${n}`,
    organisation: "General Hospital",
    position: "Manager",
    address: "1 Main Street, Madrid",
    email: `referee${n}@example.com`,
    telephone: "+34 600 000 000",
    capacity: "Supervisor",
  });
const REGISTRATION = {
  phoneNumber: "+1 555 123 4567",
  countryOfResidence: "Spain",
  cityZipCode: "Madrid 28001",
  languagePair: "English - Spanish",
  proficiencyRatings: JSON.stringify({ English: "advanced", Spanish: "native" }),
  yearsOfExperience: "3-5",
  interpretingSettings: JSON.stringify(["In-person", "Video remote"]),
  interpretationTypes: JSON.stringify(["Consecutive"]),
  preferredMode: "both",
  availability: JSON.stringify(["Part-time"]),
  isCertifiedMedical: "false",
  professionalFields: JSON.stringify(["medical"]),
  workingWithProviders: "false",
  hasQuietWorkspace: "true",
  hourlyRate: "$35",
  whyJoinKairos: "I have interpreted in hospitals for five years and want to keep growing.",
  reference1: reference(1),
  reference2: reference(2),
  confirmAccuracy: "true",
  consentContact: "true",
};

/** POSTs an interpreter registration with a resume; `fields` override the defaults. */
export function registerInterpreter(
  request: APIRequestContext,
  fields: { fullName: string; email: string },
) {
  return request.post("/api/interpreters/registrations", {
    multipart: {
      ...REGISTRATION,
      ...fields,
      resumeFile: { name: "resume.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
}
