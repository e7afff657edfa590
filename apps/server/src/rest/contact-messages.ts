import { type ApiDeps, contactMessagesInbox, submitContactMessage } from "@kairos/api";
import { CONTACT_MESSAGES, contactMessageSchema } from "@kairos/shared";
import { contactMessage, contactMessagePage } from "./answers/inboxes";
import { formInboxRoutes } from "./inbox";

/**
 * `POST /api/contact/submit` (docs/requirements.md, public-site §7), and the staff inbox:
 * `GET /api/contact/messages`, `GET .../messages/:id` (marks a new one read),
 * `PATCH .../messages/:id/state`.
 */
export const contactMessageRoutes = (deps: ApiDeps) =>
  formInboxRoutes(deps, {
    form: "contact",
    submitPath: "/submit",
    inboxPath: "/messages",
    keyScope: "contact.submit",
    schema: contactMessageSchema,
    submit: submitContactMessage,
    success: CONTACT_MESSAGES.success,
    docs: {
      tag: "Contact messages",
      noun: "contact message",
      page: contactMessagePage,
      item: contactMessage,
      submitSummary: "Send a contact message (public)",
    },
    inbox: contactMessagesInbox,
  });
