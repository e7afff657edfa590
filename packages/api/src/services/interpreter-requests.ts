import { type Db, interpreterRequests } from "@kairos/db";
import type { InboxListQuery, InboxStateChange, InterpreterRequestInput } from "@kairos/shared";
import type { ApiDeps } from "../context";
import { interpreterRequestAcknowledgement, staffInterpreterRequestMail } from "../mail/templates";
import { inboxCounts, inboxPage, openInboxItem, setInboxState } from "./inbox";
import { type SubmissionResult, submitToInbox } from "./inbox-submissions";

const t = interpreterRequests;

/** Stores an interpreter request, then tells the staff and acknowledges to the requester. */
export function submitInterpreterRequest(
  deps: ApiDeps,
  input: InterpreterRequestInput,
  meta: { ip: string },
): Promise<SubmissionResult> {
  const { website: honeypot, ...fields } = input;
  const entry = { form: "interpreter-request", ip: meta.ip, email: input.email } as const;
  const insert = async () => {
    const [row] = await deps.database.db.insert(t).values(fields).returning({ id: t.id });
    if (!row) throw new Error("insert returned nothing");
    return row.id;
  };
  return submitToInbox(deps, entry, honeypot, insert, (id) => ({
    staff: staffInterpreterRequestMail(input, id),
    ack: interpreterRequestAcknowledgement(input),
  }));
}

export const REQUEST_NOT_FOUND = "Request not found";

const searchable = [t.fullName, t.email, t.phoneNumber, t.organization, t.additionalInfo];

/** The staff inbox of interpreter requests: newest first, searched, filtered by state. */
export async function listInterpreterRequests(db: Db, query: InboxListQuery) {
  const columns = {
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
  };
  const { rows, pagination } = await inboxPage(db, t, columns, searchable, query);
  return { requests: rows, pagination };
}

/** One request with every field; opening a new one marks it read. */
export const getInterpreterRequest = (db: Db, id: number) =>
  openInboxItem(db, t, id, REQUEST_NOT_FOUND);

export const setInterpreterRequestState = (db: Db, change: InboxStateChange) =>
  setInboxState(db, t, change, REQUEST_NOT_FOUND);

export const interpreterRequestCounts = (db: Db) => inboxCounts(db, t);

export const interpreterRequestsInbox = {
  notFound: REQUEST_NOT_FOUND,
  list: listInterpreterRequests,
  get: getInterpreterRequest,
  setState: setInterpreterRequestState,
  counts: interpreterRequestCounts,
};
