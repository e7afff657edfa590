import { randomInt } from "node:crypto";
import { applicationHistory, applications, type Db, emailCodes } from "@kairos/db";
import {
  APPLICATION_MESSAGES,
  applicationReference,
  EMAIL_CODE,
  EMAIL_CODE_MESSAGES,
  type EmailCodeCheck,
  type EmailCodeRequest,
  type EmailCodeSent,
  type EmailCodeVerdict,
  egyptToday,
  takesApplications,
} from "@kairos/shared";
import { and, eq, gte, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { hashSecret, secretMatches } from "../../auth/sessions";
import type { ApiDeps } from "../../context";
import { emailCodeMail } from "../../mail/email-code-mail";
import { sendNow } from "../../mail/outbox";
import { AppError } from "../../platform/errors";
import { recordSubmission } from "../../platform/form-limits";
import { issueApplicantLink } from "../applicant/links";
import { getRound } from "../rounds/read";
import { supportEmailOf } from "../settings/settings";
import { refuseWhileRegistrationClosed } from "./registration-gate";

// The application form's e-mail code (decision 0009). Step 2 asks for a code sent to the
// address typed; only the right code answers whether that address has applied to the round, so
// the form tells nobody but the mailbox's holder (GAP-08's duplicate, learnt before payment). "Send a code" answers the same for every address. One row per address and round
// holds the only valid code: a new one replaces it in the same row, so two requests at once
// leave one code (the database's upsert decides), and the row's lock orders the guesses.

const m = EMAIL_CODE_MESSAGES;
const MINUTE_MS = 60_000;
/** How long an expired code's row stays, so that a late try hears "expired" rather than "none". */
const KEPT_AFTER_EXPIRY_MS = 60 * MINUTE_MS;

type Key = Pick<EmailCodeRequest, "email"> & { roundId: string };

const rowOf = (key: Key) =>
  and(eq(emailCodes.email, key.email), eq(emailCodes.roundId, key.roundId));

/** The code bound to its address and round, so that one hash matches one row only. */
const codeSecret = (key: Key, code: string) => `${key.email}\n${key.roundId}\n${code}`;

/** The round named by the form; an unknown one is the applicant's mistake (400). */
async function roundOf(db: Db, id: string) {
  return getRound(db, id).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
    throw new AppError("BAD_REQUEST", APPLICATION_MESSAGES.trainingCourse, {
      trainingCourse: APPLICATION_MESSAGES.trainingCourse,
    });
  });
}

const notSent = (email: string): EmailCodeSent => ({
  delivery: "not-sent",
  message: m.notSent(email),
});

/**
 * Mails a new code to `input.email` for the round, unless one went less than
 * `resendAfterSeconds` ago and still works (that one stays). Counted against the form limits
 * per address and per e-mail, like a submission. Without a mail server (mail written to files),
 * or when the server refuses the mail, no code is left valid and the answer says `not-sent`:
 * the form then lets the applicant go on, and the submission's 409 stays the backstop.
 */
export async function sendEmailCode(
  deps: ApiDeps,
  input: EmailCodeRequest,
  meta: { ip: string },
  now = new Date(),
): Promise<EmailCodeSent> {
  const { db } = deps.database;
  // Closed meanwhile (GAP-27): the applicant learns it here, before paying, in the words of the
  // application's own refusal (409).
  await refuseWhileRegistrationClosed(deps, now);
  const round = await roundOf(db, input.trainingCourse);
  if (!takesApplications(round, egyptToday(now))) {
    throw new AppError("BAD_REQUEST", m.closed, { trainingCourse: m.closed });
  }
  if (!deps.mail.smtp) return notSent(input.email);
  const key = { email: input.email, roundId: round.id };
  return recordSubmission(
    deps,
    { form: "email-code", ip: meta.ip, email: input.email },
    async () => {
      const code = String(randomInt(0, 10 ** EMAIL_CODE.digits)).padStart(EMAIL_CODE.digits, "0");
      const codeHash = hashSecret(codeSecret(key, code));
      const fresh = {
        codeHash,
        sentAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CODE.minutes * MINUTE_MS),
        wrongTries: 0,
        usedAt: null,
      };
      const [replaced] = await db
        .insert(emailCodes)
        .values({ ...key, ...fresh })
        .onConflictDoUpdate({
          target: [emailCodes.email, emailCodes.roundId],
          set: fresh,
          // The stored code stays while it was sent a moment ago and still works.
          setWhere: or(
            lte(emailCodes.sentAt, new Date(now.getTime() - EMAIL_CODE.resendAfterSeconds * 1000)),
            isNotNull(emailCodes.usedAt),
            lte(emailCodes.expiresAt, now),
            gte(emailCodes.wrongTries, EMAIL_CODE.tries),
          ),
        })
        .returning({ email: emailCodes.email });
      if (!replaced) return { delivery: "already-sent", message: m.alreadySent(input.email) };
      const sent = await sendNow(deps, {
        to: input.email,
        ...emailCodeMail({ code, roundName: round.name, supportEmail: await supportEmailOf(deps) }),
      });
      if (sent) return { delivery: "sent", message: m.sent(input.email) };
      // Nobody has this code: it must not hold back the next request as "already sent".
      await db.delete(emailCodes).where(and(rowOf(key), eq(emailCodes.codeHash, codeHash)));
      return notSent(input.email);
    },
    now,
  );
}

/** Why a code is refused, decided under the row's lock; null for the right code. */
async function useCode(db: Db, key: Key, code: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailCodes).where(rowOf(key)).for("update");
    if (!row) return m.none;
    if (row.usedAt) return m.used;
    if (row.expiresAt.getTime() <= now.getTime()) return m.expired;
    if (row.wrongTries >= EMAIL_CODE.tries) return m.noTriesLeft;
    if (!secretMatches(codeSecret(key, code), row.codeHash)) {
      await tx
        .update(emailCodes)
        .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
        .where(rowOf(key));
      return m.wrong(EMAIL_CODE.tries - row.wrongTries - 1);
    }
    await tx.update(emailCodes).set({ usedAt: now }).where(rowOf(key));
    return null;
  });
}

/**
 * Checks `input.code` for the address and round; a wrong, expired or used code is a 400 with
 * the code field's message (a wrong one counts its tries). The right code, once, answers whether
 * the address has applied to the round; if it has, with a new personal link to its page.
 */
export async function verifyEmailCode(
  deps: ApiDeps,
  input: EmailCodeCheck,
  now = new Date(),
): Promise<EmailCodeVerdict> {
  const { db } = deps.database;
  const round = await roundOf(db, input.trainingCourse);
  const key = { email: input.email, roundId: round.id };
  const refusal = await useCode(db, key, input.code, now);
  if (refusal) throw new AppError("BAD_REQUEST", refusal, { code: refusal });
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.email, key.email), eq(applications.roundId, round.id)));
  if (!application) return { applied: false, message: m.confirmed };
  const link = await issueApplicantLink(deps, application.id, { now });
  await db.insert(applicationHistory).values({
    applicationId: application.id,
    event: "link-sent",
    byApplicant: true,
    detail: "Shown on the application form after the e-mail code (a second application began)",
    createdAt: now,
  });
  return {
    applied: true,
    message: m.applied(key.email, round.name, application.id),
    reference: applicationReference(application.id),
    link,
  };
}

/** Deletes the codes expired an hour ago or more (the scheduler runs it every minute). */
export async function deleteExpiredEmailCodes(db: Db, now = new Date()) {
  await db
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS)));
}
