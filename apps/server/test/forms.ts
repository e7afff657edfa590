import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Storage } from "@kairos/api";

// What the tests of the forms share: valid text fields of the two multipart forms (for tests
// that vary one part of them), small valid files, and readers of what a request left behind
// (the outbox's mails, the stored uploads).

export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** The payment screenshot of an application: `bytes` (a valid PNG by default) named `name`. */
export const screenshotFile = (bytes: Buffer | Buffer[] = PNG, name = "pay.png") =>
  new File(Array.isArray(bytes) ? bytes : [bytes], name, { type: "image/png" });

/** The .eml files of an outbox, with folded headers and quoted-printable lines undone. */
export const outboxOf = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => readableMail(readFileSync(join(dir, f), "utf8")));

/** A raw mail (.eml, or as an SMTP server received it) with folded headers and quoted-printable lines undone. */
export const readableMail = (raw: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The .ics attachment of a mail from `outboxOf`, decoded (base64), with its lines unfolded. */
export function invitationOf(mail: string | undefined): string {
  const part = (mail ?? "").split("filename=assessment.ics")[1] ?? "";
  const base64 =
    part
      .split(/\r?\n\r?\n/)[1]
      ?.split(/\r?\n--/)[0]
      ?.replace(/\s/g, "") ?? "";
  return Buffer.from(base64, "base64")
    .toString()
    .replace(/\r?\n[ \t]/g, "");
}

/** Every key in `storage`, sorted: the uploads a test left, on either driver. */
export async function storedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

/** A training application (round-3, no slot: for a database without free slots). */
export const APPLICATION_FIELDS: Record<string, string> = {
  trainingCourse: "round-3",
  secondLanguage: "Arabic",
  fullName: "Layla Hassan",
  countryCode: "EG",
  phoneNumber: "+201001234567",
  email: "layla@example.com",
  selectedCountry: "Egypt",
  selectedCity: "Cairo",
  occupation: "student",
  interests: JSON.stringify(["Want to earn extra income"]),
  jobReferrals: "yes",
  hearAbout: "facebook",
  paymentPlan: "full-payment",
};

const reference = (n: number) =>
  JSON.stringify({
    name: `Referee ${n}`,
    organisation: "City Hospital",
    position: "Nurse manager",
    address: "1 Main Street",
    email: `ref${n}@example.com`,
    telephone: "+15551234567",
    capacity: "Supervisor",
  });

/** An interpreter registration, without its documents. */
export const REGISTRATION_FIELDS: Record<string, string> = {
  fullName: "Omar Said",
  email: "omar@example.com",
  phoneNumber: "+201001234567",
  countryOfResidence: "Egypt",
  cityZipCode: "Cairo 11511",
  languagePair: "English - Arabic",
  proficiencyRatings: JSON.stringify({ English: "advanced", Arabic: "native" }),
  yearsOfExperience: "1-3",
  interpretingSettings: JSON.stringify(["In-person", "Video remote"]),
  interpretationTypes: JSON.stringify(["Consecutive"]),
  preferredMode: "remote",
  availability: JSON.stringify(["Part-time"]),
  isCertifiedMedical: "false",
  professionalFields: JSON.stringify(["medical"]),
  workingWithProviders: "false",
  hasQuietWorkspace: "true",
  hourlyRate: "25",
  whyJoinKairos: "I want to help patients understand their care and grow as an interpreter.",
  reference1: reference(1),
  reference2: reference(2),
  confirmAccuracy: "true",
  consentContact: "true",
};

/** A multipart form of `fields` plus `files` (field name → File). */
export function formOf(fields: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, f] of Object.entries(files)) form.set(k, f);
  return form;
}
