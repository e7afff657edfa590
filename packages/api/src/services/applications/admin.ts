import {
  apiKeys,
  applicationHistory,
  applications,
  assessmentBookings,
  assessmentSlots,
  type Db,
  rounds,
  storedFiles,
  type Tx,
  users,
} from "@kairos/db";
import {
  type ApplicationStatus,
  egyptToday,
  type PaymentFilter,
  paginationOf,
  statusMailDue,
  statusMailTemplate,
} from "@kairos/shared";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { type StaffActor, staffHistory } from "../../auth/actor";
import type { ApiDeps } from "../../context";
import { sendOrQueue } from "../../mail/outbox";
import { toPerson } from "../../mail/outgoing";
import { statusMail } from "../../mail/status-mail";
import { AppError } from "../../platform/errors";
import { describeError } from "../../platform/logger";
import { invalidatePublicReads } from "../../platform/public-reads";
import { issueApplicantLink } from "../applicant/links";
import { activeBookingOfApplication } from "../bookings/book";
import { paymentBriefSql, paymentWhere, toPaymentBrief } from "../payments/ledger-filters";
import { refuseErasedApplications } from "../privacy/erasure";
import { staffView } from "../privacy/erasure-fields";
import { supportEmailOf } from "../settings/settings";
import { deliverWebhooksSoon, queueBookingEvent, queueWebhookEvent } from "../webhooks/webhooks";
import { termsOf, toApplicationDto } from "./submit";

export interface ApplicationFilters {
  status?: ApplicationStatus | undefined;
  round?: string | undefined;
  /** Searches name, e-mail and country across all pages. */
  q?: string | undefined;
  /** Lower case, as stored. */
  email?: string | undefined;
  payment?: PaymentFilter | undefined;
}

export function filterWhere(filters: ApplicationFilters, now = new Date()): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.payment) conditions.push(paymentWhere(filters.payment, egyptToday(now)));
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.round) conditions.push(eq(applications.roundId, filters.round));
  if (filters.email) conditions.push(eq(applications.email, filters.email));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(applications.fullName, pattern),
      ilike(applications.email, pattern),
      ilike(applications.selectedCountry, pattern),
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Applications with their active booking's slot and its start, joined as the export joins, and
 * their ledger in brief (ledger-sql.ts, the SQL twin of ledgerOf).
 */
const selectWithSlot = (db: Db, now = new Date()) =>
  db
    .select({
      row: applications,
      slotId: assessmentBookings.slotId,
      startsAt: assessmentSlots.startsAt,
      payment: paymentBriefSql(egyptToday(now)),
    })
    .from(applications)
    .leftJoin(assessmentBookings, activeBookingOfApplication)
    .leftJoin(assessmentSlots, eq(assessmentSlots.id, assessmentBookings.slotId));

/** An application as staff list it: its DTO with its ledger in brief. */
const toListedDto = (r: {
  row: typeof applications.$inferSelect;
  slotId: number | null;
  startsAt: Date | null;
  payment: { paid: number; outstanding: number; overdue: boolean };
}) =>
  // Erased fields null, the erasure and hold beside (decision 0033).
  staffView("application", {
    ...toApplicationDto(r.row, r.slotId, r.startsAt),
    payment: toPaymentBrief(r.row, r.payment),
    erasedAt: r.row.erasedAt,
    heldAt: r.row.heldAt,
  });

export async function listApplications(
  db: Db,
  filters: ApplicationFilters & { page: number; limit: number },
) {
  const where = filterWhere(filters);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  const rows = await selectWithSlot(db)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return {
    applications: rows.map(toListedDto),
    pagination: paginationOf(filters.page, filters.limit, total?.n ?? 0),
  };
}

async function findApplication(db: Db, id: number) {
  const [found] = await selectWithSlot(db).where(eq(applications.id, id));
  if (!found) throw new AppError("NOT_FOUND", "Application not found");
  return found;
}

export async function getApplication(db: Db, id: number) {
  const found = await findApplication(db, id);
  const history = await db
    .select({
      id: applicationHistory.id,
      event: applicationHistory.event,
      fromStatus: applicationHistory.fromStatus,
      toStatus: applicationHistory.toStatus,
      notes: applicationHistory.notes,
      applicantMessage: applicationHistory.applicantMessage,
      detail: applicationHistory.detail,
      createdAt: applicationHistory.createdAt,
      actor: users.email,
      /** The API key the change came through (its staff member is `actor`). */
      apiKey: apiKeys.name,
      byApplicant: applicationHistory.byApplicant,
      fileId: applicationHistory.fileId,
    })
    .from(applicationHistory)
    .leftJoin(users, eq(users.id, applicationHistory.actorId))
    .leftJoin(apiKeys, eq(apiKeys.id, applicationHistory.apiKeyId))
    .where(eq(applicationHistory.applicationId, id))
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
  return {
    application: toListedDto(found),
    history: history.map(({ fileId, ...h }) => ({
      ...h,
      createdAt: h.createdAt.toISOString(),
      /** A file the entry keeps (a replaced proof of payment), as the DTO's screenshot path. */
      file: fileId ? `/files/${fileId}` : null,
    })),
  };
}

export async function applicationsByEmail(db: Db, email: string) {
  const rows = await selectWithSlot(db)
    .where(eq(applications.email, email.trim().toLowerCase()))
    .orderBy(desc(applications.createdAt));
  return { applications: rows.map(toListedDto) };
}

export interface StatusChange {
  status: ApplicationStatus;
  /** The staff's private note: on the staff's history, never shown or mailed to the applicant. */
  notes?: string | undefined;
  /** Shown on the applicant's page with this change and included in the status mail. */
  applicantMessage?: string | undefined;
  notify?: boolean | undefined;
}

/**
 * Sets any of the four statuses from any other, with an optional staff note and message to the
 * applicant; recorded in history. A rejection also cancels the assessment booking if its slot
 * is still to come (the place goes back to other applicants).
 * After the commit the applicant gets the status's e-mail (approved, rejected,
 * payment-pending) when statusMailDue says so, unless `notify` is false; the mail's outcome is
 * on the history too. `emailSent` is null when no mail was due.
 */
export async function changeStatus(
  deps: ApiDeps,
  id: number,
  input: StatusChange,
  actor: StaffActor,
) {
  const { db } = deps.database;
  await refuseErasedApplications(db, [id]);
  // A blank message is none (the schema trims it).
  const change = { ...input, applicantMessage: input.applicantMessage || undefined };
  const fromStatus = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", "Application not found");
    await writeStatusChange(tx, id, current.status, change, actor);
    return current.status;
  });
  const emailSent = await afterStatusChanges(deps, [{ id, fromStatus }], change, actor);
  return { ...(await getApplication(db, id)), emailSent: emailSent.get(id) ?? null };
}

/**
 * One application's status change inside the caller's transaction, its row already locked
 * (`fromStatus` read under that lock): the row, its history entry, the webhook event, and on a
 * rejection the freed assessment booking. Shared by the single and the bulk change.
 */
export async function writeStatusChange(
  tx: Tx,
  id: number,
  fromStatus: ApplicationStatus,
  change: StatusChange,
  actor: StaffActor,
) {
  await tx
    .update(applications)
    .set({
      status: change.status,
      ...(change.notes !== undefined ? { notes: change.notes } : {}),
    })
    .where(eq(applications.id, id));
  await tx.insert(applicationHistory).values({
    applicationId: id,
    event: "status-changed",
    ...staffHistory(actor),
    fromStatus,
    toStatus: change.status,
    notes: change.notes,
    applicantMessage: change.applicantMessage,
  });
  if (fromStatus !== change.status) {
    // The receivers are the staff's own systems: they get the staff note too.
    await queueWebhookEvent(tx, "application.status_changed", {
      application: {
        id,
        fromStatus,
        status: change.status,
        notes: change.notes ?? null,
        applicantMessage: change.applicantMessage ?? null,
      },
    });
  }
  if (change.status === "rejected" && fromStatus !== "rejected") {
    const freed = await freeBookings(tx, id, actor, new Date());
    if (freed.length > 0) {
      await tx.insert(applicationHistory).values({
        applicationId: id,
        event: "booking-cancelled",
        ...staffHistory(actor),
        detail: "Assessment booking cancelled: the application was rejected",
      });
    }
  }
}

/**
 * What follows committed status changes: the public reads and webhooks hear of them, and each
 * applicant gets the status's e-mail when statusMailDue says so, unless `notify` is false.
 * Answers, by application, whether its mail went out (absent: none was due).
 */
export async function afterStatusChanges(
  deps: ApiDeps,
  changed: readonly { id: number; fromStatus: ApplicationStatus }[],
  change: StatusChange,
  actor: StaffActor,
): Promise<Map<number, boolean>> {
  invalidatePublicReads(deps.database.db); // a rejection frees the booked place
  deliverWebhooksSoon(deps);
  const sent = new Map<number, boolean>();
  for (const { id, fromStatus } of changed) {
    // Saving the same status again (e.g. to add a staff note) does not repeat the mail.
    if (
      change.notify === false ||
      !statusMailDue(fromStatus, change.status, change.applicantMessage)
    )
      continue;
    const outcome = await sendStatusMail(deps, id, change, actor);
    if (outcome !== null) sent.set(id, outcome);
  }
  return sent;
}

/**
 * Mails the status's template with a new personal link, if it has one, and records the outcome
 * on the history. Runs after the commit: a failure here (the database gone) is logged and
 * answered as not sent, never as a failed status change.
 */
async function sendStatusMail(
  deps: ApiDeps,
  id: number,
  { status, applicantMessage }: StatusChange,
  actor: StaffActor,
): Promise<boolean | null> {
  const { db } = deps.database;
  try {
    const [found] = await db
      .select({
        fullName: applications.fullName,
        email: applications.email,
        paymentPlan: applications.paymentPlan,
        amountDue: applications.amountDue,
        currency: applications.currency,
        round: {
          name: rounds.name,
          startDate: rounds.startDate,
          endDate: rounds.endDate,
          schedule: rounds.schedule,
        },
      })
      .from(applications)
      .innerJoin(rounds, eq(rounds.id, applications.roundId))
      .where(eq(applications.id, id));
    if (!found || !statusMailTemplate(status)) return null;
    const mail = statusMail(status, {
      fullName: found.fullName,
      round: found.round,
      payment: termsOf(found, found.round),
      supportEmail: await supportEmailOf(deps),
      link: await issueApplicantLink(deps, id),
      applicantMessage,
    });
    if (!mail) return null;
    const { template, ...content } = mail;
    const sent = await sendOrQueue(deps, await toPerson(deps, found.email, content), {
      applicationId: id,
      template,
    });
    await db.insert(applicationHistory).values({
      applicationId: id,
      event: sent ? "mail-sent" : "mail-failed",
      ...staffHistory(actor),
      detail: template,
    });
    return sent;
  } catch (error) {
    deps.logger.error("status changed, applicant mail not completed", {
      applicationId: id,
      ...describeError(error),
    });
    return false;
  }
}

export async function changeNotes(db: Db, id: number, notes: string, actor: StaffActor) {
  await refuseErasedApplications(db, [id]);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ notes })
      .where(eq(applications.id, id))
      .returning({ id: applications.id });
    if (!updated.length) throw new AppError("NOT_FOUND", "Application not found");
    await tx.insert(applicationHistory).values({
      applicationId: id,
      event: "notes-changed",
      ...staffHistory(actor),
      notes,
    });
  });
  return getApplication(db, id);
}

/**
 * Cancels the application's active bookings and gives their places back, inside the caller's
 * transaction. With `startingAfter`, only bookings of slots that have not started yet: a
 * rejection frees a seat still to come, while an assessment already held stays on record.
 */
async function freeBookings(
  tx: Tx,
  applicationId: number,
  actor: StaffActor,
  startingAfter?: Date,
) {
  const upcoming = startingAfter
    ? inArray(
        assessmentBookings.slotId,
        tx
          .select({ id: assessmentSlots.id })
          .from(assessmentSlots)
          .where(gt(assessmentSlots.startsAt, startingAfter)),
      )
    : undefined;
  const freed = await tx
    .update(assessmentBookings)
    .set({ cancelledAt: new Date(), cancelledById: actor.id, endReason: "cancelled" })
    .where(
      and(
        eq(assessmentBookings.applicationId, applicationId),
        isNull(assessmentBookings.cancelledAt),
        upcoming,
      ),
    )
    .returning({ slotId: assessmentBookings.slotId });
  for (const { slotId } of freed) {
    const [slot] = await tx
      .update(assessmentSlots)
      .set({ bookedCount: sql`greatest(${assessmentSlots.bookedCount} - 1, 0)` })
      .where(eq(assessmentSlots.id, slotId))
      .returning({ startsAt: assessmentSlots.startsAt });
    // A receiver that follows the slots hears of this cancellation as of any other.
    if (slot) {
      const cancelled = { applicationId, slotId, startsAt: slot.startsAt };
      await queueBookingEvent(tx, "booking.cancelled", cancelled, "staff");
    }
  }
  return freed;
}

/**
 * Removes an application, frees its slot and deletes its screenshots, the replaced ones its
 * history keeps included (admin only).
 */
export async function deleteApplication(deps: ApiDeps, id: number, actor: StaffActor) {
  const { db } = deps.database;
  const fileKeys = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for("update");
    if (!row) throw new AppError("NOT_FOUND", "Application not found");
    const kept = await tx
      .select({ fileId: applicationHistory.fileId })
      .from(applicationHistory)
      .where(and(eq(applicationHistory.applicationId, id), isNotNull(applicationHistory.fileId)));
    const fileIds = [row.paymentScreenshotId, ...kept.map((k) => k.fileId)].filter(
      (f): f is string => f !== null,
    );
    await freeBookings(tx, id, actor);
    await tx.delete(applications).where(eq(applications.id, id));
    if (fileIds.length === 0) return [];
    const files = await tx
      .delete(storedFiles)
      .where(inArray(storedFiles.id, fileIds))
      .returning({ key: storedFiles.key });
    return files.map((f) => f.key);
  });
  invalidatePublicReads(db); // the booked place is free again
  deliverWebhooksSoon(deps);
  // The bytes go after the commit: a failed transaction keeps its files.
  for (const key of fileKeys) await deps.storage.delete(key).catch(() => {});
  return { deleted: true, id };
}
