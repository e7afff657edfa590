import { type Db, interpreterRequests } from "@kairos/db";
import {
  type InboxListQuery,
  type InboxStateChange,
  type InterpreterRequestInput,
  paginationOf,
} from "@kairos/shared";
import { count, desc } from "drizzle-orm";
import type { ApiDeps } from "../context";
import { sendOrQueue } from "../mail/outbox";
import { interpreterRequestAcknowledgement, staffInterpreterRequestMail } from "../mail/templates";
import { recordSubmission } from "./form-limits";
import { inboxCounts, inboxWhere, openInboxItem, setInboxState } from "./inbox";

export interface SubmissionResult {
  id: number;
  emailSent: boolean;
}

/** A filled honeypot: answer like a success so that the robot learns nothing; keep nothing. */
export function ignoreRobot(deps: ApiDeps, form: string): SubmissionResult {
  deps.logger.warn("honeypot submission ignored", { form });
  return { id: 0, emailSent: true };
}

/**
 * Stores an interpreter request, then tells the staff and acknowledges to the requester. The
 * row is committed first: a failed mail is logged and never loses the request. A honeypot
 * answer counts against the limits like a stored request, so a robot is slowed like anyone.
 */
export async function submitInterpreterRequest(
  deps: ApiDeps,
  input: InterpreterRequestInput,
  meta: { ip: string },
): Promise<SubmissionResult> {
  const { website: honeypot, ...fields } = input;
  const entry = { form: "interpreter-request", ip: meta.ip, email: input.email } as const;
  const id = await recordSubmission(deps, entry, async () => {
    if (honeypot) return null;
    const [row] = await deps.database.db
      .insert(interpreterRequests)
      .values(fields)
      .returning({ id: interpreterRequests.id });
    if (!row) throw new Error("insert returned nothing");
    return row.id;
  });
  if (id === null) return ignoreRobot(deps, entry.form);
  const [staff, ack] = await Promise.all([
    sendOrQueue(deps, {
      to: deps.mail.staffEmail,
      replyTo: input.email,
      ...staffInterpreterRequestMail(input, id),
    }),
    sendOrQueue(deps, { to: input.email, ...interpreterRequestAcknowledgement(input) }),
  ]);
  return { id, emailSent: staff && ack };
}

export const REQUEST_NOT_FOUND = "Request not found";

const t = interpreterRequests;
const searchable = [t.fullName, t.email, t.phoneNumber, t.organization, t.additionalInfo];

/** The staff inbox of interpreter requests: newest first, searched, filtered by state. */
export async function listInterpreterRequests(db: Db, query: InboxListQuery) {
  const where = inboxWhere(t, searchable, query);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select({
      id: t.id,
      fullName: t.fullName,
      organization: t.organization,
      email: t.email,
      phoneNumber: t.phoneNumber,
      sourceLanguage: t.sourceLanguage,
      targetLanguage: t.targetLanguage,
      serviceType: t.serviceType,
      inboxState: t.inboxState,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    requests: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: paginationOf(query.page, query.limit, total?.n ?? 0),
  };
}

/** One request with every field; opening a new one marks it read. */
export const getInterpreterRequest = (db: Db, id: number) =>
  openInboxItem(db, t, id, REQUEST_NOT_FOUND);

export const setInterpreterRequestState = (db: Db, change: InboxStateChange) =>
  setInboxState(db, t, change, REQUEST_NOT_FOUND);

export const interpreterRequestCounts = (db: Db) => inboxCounts(db, t);
