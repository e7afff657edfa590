import { interpreterRequests as t } from "@kairos/db";
import type { InterpreterRequestInput } from "@kairos/shared";
import type { ApiDeps } from "../../context";
import { consoleUrl } from "../../mail/outgoing";
import {
  interpreterRequestAcknowledgement,
  staffInterpreterRequestMail,
} from "../../mail/templates";
import { inbox } from "./inbox";
import { submitToInbox } from "./submissions";

/** Stores an interpreter request, then tells the staff and acknowledges to the requester. */
export const submitInterpreterRequest = (
  deps: ApiDeps,
  input: InterpreterRequestInput,
  meta: { ip: string },
) =>
  submitToInbox(deps, "interpreter-request", t, input, meta, (reference) => ({
    staff: staffInterpreterRequestMail(input, reference, consoleUrl(deps, "/admin/requests")),
    ack: interpreterRequestAcknowledgement(reference),
  }));

/** The staff inbox of interpreter requests; an opened request has every field. */
export const interpreterRequestsInbox = inbox({
  kind: "interpreter_request",
  table: t,
  notFound: "Request not found",
  listKey: "requests",
  columns: {
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
  },
  searchable: [t.fullName, t.email, t.phoneNumber, t.organization, t.additionalInfo],
});
