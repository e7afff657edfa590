import { type ApiDeps, interpreterRequestsInbox, submitInterpreterRequest } from "@kairos/api";
import { interpreterRequestSchema, REQUEST_MESSAGES } from "@kairos/shared";
import { interpreterRequest, interpreterRequestPage } from "./answers/inboxes";
import { formInboxRoutes } from "./inbox";

/**
 * `POST /api/interpreters/request` (docs/requirements.md, public-site §7), and the staff inbox:
 * `GET /api/interpreters/requests`, `GET .../requests/:id` (marks a new one read),
 * `PATCH .../requests/:id/state`.
 */
export const interpreterRequestRoutes = (deps: ApiDeps) =>
  formInboxRoutes(deps, {
    form: "interpreter-request",
    submitPath: "/request",
    inboxPath: "/requests",
    keyScope: "interpreters.request",
    schema: interpreterRequestSchema,
    submit: submitInterpreterRequest,
    success: REQUEST_MESSAGES.success,
    docs: {
      tag: "Interpreter requests",
      noun: "interpreter request",
      page: interpreterRequestPage,
      item: interpreterRequest,
      submitSummary: "Request an interpreter (public)",
    },
    inbox: interpreterRequestsInbox,
  });
