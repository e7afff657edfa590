import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

// The mails the server under test sent: it mails through SMTP to the run's catcher
// (smtp-catcher.mjs), which writes each one as an .eml file in $DATA_DIR/outbox, as the server
// itself does without SMTP_URL (the config passes the same folder to the catcher and the workers).

const outboxDir = () => join(process.env.E2E_DATA_DIR ?? "", "outbox");

/** Every mail so far, with folded headers and quoted-printable lines undone. */
function mails(): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((f) =>
    readFileSync(join(outboxDir(), f), "utf8")
      .replace(/\r?\n[ \t]+/g, " ")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
  );
}

/** The mails to `to` (its To header, not a Reply-To naming it) whose text contains `marker`. */
export const mailsTo = (to: string, marker: string) =>
  mails().filter((m) => /^To: (.*)$/m.exec(m)?.[1]?.includes(to) && m.includes(marker));

/** Waits for the `n`th mail to `to` containing `marker` (mails go out after the answer). */
export async function mailTo(to: string, marker: string, n = 1): Promise<string> {
  await expect.poll(() => mailsTo(to, marker).length).toBeGreaterThanOrEqual(n);
  return mailsTo(to, marker)[n - 1] ?? "";
}

/** The path of the applicant's personal link in a mail: `/application/<token>`. */
export function personalLinkOf(mail: string): string {
  const path = mail.match(/https?:\/\/[^/\s]+(\/application\/[a-z2-7]+\.[a-z2-7]+)/)?.[1];
  expect(path, "a personal link in the mail").toBeTruthy();
  return path ?? "";
}

/** The .ics attachment of a mail, decoded (base64), with its lines unfolded. */
export function invitationOf(mail: string): string {
  const part = mail.split("filename=assessment.ics")[1] ?? "";
  const base64 =
    part
      .split(/\r?\n\r?\n/)[1]
      ?.split(/\r?\n--/)[0]
      ?.replace(/\s/g, "") ?? "";
  return Buffer.from(base64, "base64")
    .toString()
    .replace(/\r?\n[ \t]/g, "");
}

/** The code of the `n`th e-mail code mailed to `to` (step 2 of the application, decision 0009). */
export async function emailCodeTo(to: string, n = 1): Promise<string> {
  const mail = await mailTo(to, "is your Kairos application code", n);
  const code = mail.match(/^Subject: (\d{6}) is your Kairos application code/m)?.[1];
  expect(code, "a 6-digit code in the subject").toMatch(/^\d{6}$/);
  return code ?? "";
}
