import {
  applicantLinks,
  applicationHistory,
  applicationPayments,
  applications,
  assessmentBookings,
  assessmentSlots,
  type Db,
  installmentReminders,
  mailOutbox,
  paymentProofs,
  rounds,
  storedFiles,
} from "@kairos/db";
import { applicationReference } from "@kairos/shared";
import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { ApiDeps } from "../../context";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";

// "Download my data" (decision 0034): everything stored about one application, read from every
// table that references it, as `data.json`, and every file it refers to under `files/`. Only
// rows whose application_id is this application's are read, so nothing of another applicant
// can enter. Each column is given as stored, staff notes included (the right of access covers
// what is kept about the person); only the links' secret hashes are left out: they are
// credentials, not data about the person.

/** The stored files of an application: its proof, replaced proofs, later proofs, ledger proofs. */
async function fileIdsOf(db: Db, applicationId: number, screenshotId: string | null) {
  const [history, proofs, payments] = await Promise.all([
    db
      .select({ id: applicationHistory.fileId })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, applicationId)),
    db
      .select({ id: paymentProofs.fileId })
      .from(paymentProofs)
      .where(eq(paymentProofs.applicationId, applicationId)),
    db
      .select({ id: applicationPayments.proofFileId })
      .from(applicationPayments)
      .where(eq(applicationPayments.applicationId, applicationId)),
  ]);
  const ids = [screenshotId, ...[...history, ...proofs, ...payments].map((r) => r.id)];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** A file's name inside the archive: its id (unique) and a safe form of its original name. */
export const archivedFileName = (file: { id: string; originalName: string }) =>
  `files/${file.id}-${file.originalName.replace(/[^\w.-]/g, "_")}`;

/** Mails kept for retry: what was sent, without the attachments' bytes (named instead). */
function mailRecord(row: typeof mailOutbox.$inferSelect) {
  const message = row.message as Record<string, unknown> & {
    attachments?: { filename?: string }[];
  };
  const { attachments, ...rest } = message;
  return {
    ...row,
    message: { ...rest, attachments: (attachments ?? []).map((a) => a.filename ?? "attachment") },
  };
}

/** Everything stored about the application, as the archive's `data.json` gives it. */
export async function applicantData(db: Db, applicationId: number, now = new Date()) {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new AppError("NOT_FOUND", "Application not found");
  const byApp = <T extends { applicationId: unknown }>(t: T) =>
    eq(t.applicationId as never, applicationId);
  const { secretHash: _credential, ...linkColumns } = getTableColumns(applicantLinks);
  const [round, payments, proofs, reminders, history, bookings, links, mails] = await Promise.all([
    db.select().from(rounds).where(eq(rounds.id, application.roundId)),
    db
      .select()
      .from(applicationPayments)
      .where(byApp(applicationPayments))
      .orderBy(asc(applicationPayments.id)),
    db.select().from(paymentProofs).where(byApp(paymentProofs)).orderBy(asc(paymentProofs.id)),
    db.select().from(installmentReminders).where(byApp(installmentReminders)),
    db
      .select()
      .from(applicationHistory)
      .where(byApp(applicationHistory))
      .orderBy(asc(applicationHistory.id)),
    db
      .select({ ...getTableColumns(assessmentBookings), slotStartsAt: assessmentSlots.startsAt })
      .from(assessmentBookings)
      .innerJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId))
      .where(byApp(assessmentBookings))
      .orderBy(asc(assessmentBookings.id)),
    db.select(linkColumns).from(applicantLinks).where(byApp(applicantLinks)),
    db.select().from(mailOutbox).where(byApp(mailOutbox)).orderBy(asc(mailOutbox.id)),
  ]);
  const fileIds = await fileIdsOf(db, applicationId, application.paymentScreenshotId);
  const files = fileIds.length
    ? await db
        .select()
        .from(storedFiles)
        .where(inArray(storedFiles.id, fileIds))
        .orderBy(asc(storedFiles.createdAt))
    : [];
  return {
    data: {
      exportedAt: now.toISOString(),
      reference: applicationReference(application.id),
      application,
      round: round[0] ?? null,
      payments,
      paymentProofs: proofs,
      installmentReminders: reminders,
      history,
      bookings,
      links,
      mails: mails.map(mailRecord),
      files: files.map((f) => ({ ...f, path: archivedFileName(f) })),
    },
    files,
  };
}

type StoredFile = typeof storedFiles.$inferSelect;

/**
 * The archive's input, piece by piece: data.json, then each file's chunks as storage gives
 * them (images and PDFs are compressed already: stored as they are, saving the CPU).
 */
async function* archiveInput(deps: ApiDeps, zip: Zip, data: object, files: StoredFile[]) {
  const json = new ZipDeflate("data.json", { level: 6 });
  zip.add(json);
  json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
  yield;
  for (const file of files) {
    const entry = new ZipPassThrough(archivedFileName(file));
    zip.add(entry);
    const opened = await deps.storage.open(file.key);
    if (opened) {
      for await (const chunk of opened.stream as unknown as AsyncIterable<Uint8Array>) {
        entry.push(chunk);
        yield;
      }
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
}

/**
 * A ZIP of `data` (as data.json) and `files`, streamed with fflate's streaming Zip and pulled by
 * the reader (the next piece of a file is read only when the previous output was taken), so a
 * large file is never held whole. A storage failure half-way ends the stream with an error: the
 * browser reports a failed download rather than saving a truncated archive as complete.
 */
export function dataZip(deps: ApiDeps, data: object, files: StoredFile[]) {
  const output: Uint8Array[] = [];
  let finished = false;
  let failed: unknown = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else output.push(chunk);
    if (final) finished = true;
  });
  const input = archiveInput(deps, zip, data, files);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        while (output.length === 0 && !finished && !failed) {
          if ((await input.next()).done) break;
        }
      } catch (error) {
        failed = error;
      }
      if (failed) {
        deps.logger.error("data archive not completed", describeError(failed));
        return controller.error(failed);
      }
      for (const chunk of output.splice(0)) controller.enqueue(chunk);
      if (finished) controller.close();
    },
    async cancel() {
      await input.return(undefined);
    },
  });
}

/** The ZIP of `applicantData`, named after the application's reference. */
export async function applicantDataZip(deps: ApiDeps, applicationId: number, now = new Date()) {
  const { data, files } = await applicantData(deps.database.db, applicationId, now);
  return { name: `kairos-${data.reference}-data.zip`, stream: dataZip(deps, data, files) };
}

/**
 * Counts one of the page's data actions (download, delete) before it runs, like the page's
 * other actions (decision 0015): per address, and per application in the hour and the day,
 * under keys of their own (`<action> <id>`) so that they never use up the booking changes.
 */
export async function countDataAction(
  deps: ApiDeps,
  action: "data" | "erase",
  applicationId: number,
  ip: string | undefined,
) {
  const limits = deps.limits.applicant;
  if (ip) await limits.changesPerAddress.hit(ip);
  await limits.changesPerHour.hit(`${action} ${applicationId}`);
  await limits.changesPerDay.hit(`${action} ${applicationId}`);
}

/** "Download my data" from the applicant's page, counted by countDataAction. */
export async function downloadApplicantData(
  deps: ApiDeps,
  applicationId: number,
  { ip, now = new Date() }: { ip?: string; now?: Date } = {},
) {
  await countDataAction(deps, "data", applicationId, ip);
  return applicantDataZip(deps, applicationId, now);
}
