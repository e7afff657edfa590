import { ERASED_FIELDS } from "@kairos/api";
import {
  contactMessages,
  interpreterRegistrationDocuments,
  interpreterRegistrations,
  interpreterRequests,
} from "@kairos/db";
import { INBOX_STATES } from "@kairos/shared";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { page } from "./common";
import { erasable } from "./erasure";
import { CONTACT_MESSAGE } from "./examples";

// The three inboxes' rows, read off their tables (drizzle-zod), as the services select them.

const inboxState = z.enum(INBOX_STATES).meta({ id: "InboxState" });
const overrides = { inboxState } as const;

export const contactMessage = erasable(
  createSelectSchema(contactMessages, overrides),
  ERASED_FIELDS.contact_message,
).meta({
  id: "ContactMessage",
  examples: [CONTACT_MESSAGE],
});
export const contactMessagePage = page(
  "messages",
  contactMessage.pick({
    id: true,
    name: true,
    email: true,
    subject: true,
    inboxState: true,
    createdAt: true,
    erasedAt: true,
    heldAt: true,
  }),
);

export const interpreterRequest = erasable(
  createSelectSchema(interpreterRequests, overrides),
  ERASED_FIELDS.interpreter_request,
).meta({
  id: "InterpreterRequest",
});
export const interpreterRequestPage = page(
  "requests",
  interpreterRequest.pick({
    id: true,
    fullName: true,
    organization: true,
    email: true,
    phoneNumber: true,
    sourceLanguage: true,
    targetLanguage: true,
    serviceType: true,
    inboxState: true,
    createdAt: true,
    erasedAt: true,
    heldAt: true,
  }),
);

const registrationRow = erasable(
  createSelectSchema(interpreterRegistrations, overrides),
  ERASED_FIELDS.interpreter_registration,
);
export const interpreterRegistration = registrationRow
  .extend({ reference: z.string() })
  .meta({ id: "InterpreterRegistration" });
const registrationDocument = createSelectSchema(interpreterRegistrationDocuments)
  .pick({ kind: true, fileId: true })
  .extend({
    originalName: z.string(),
    contentType: z.string(),
    size: z.int(),
    url: z.string().meta({ description: "The file, under /api (staff only)" }),
  })
  .meta({ id: "RegistrationDocument" });
export const interpreterRegistrationDetail = z.object({
  registration: interpreterRegistration,
  documents: z.array(registrationDocument),
});
export const interpreterRegistrationPage = page(
  "registrations",
  interpreterRegistration.pick({
    id: true,
    fullName: true,
    email: true,
    phoneNumber: true,
    countryOfResidence: true,
    languagePair: true,
    yearsOfExperience: true,
    inboxState: true,
    createdAt: true,
    erasedAt: true,
    heldAt: true,
    reference: true,
  }),
);

export const inboxStateChanged = z.object({ id: z.int(), inboxState });

/** What a public form's submission answers (201). */
export const formReceived = z.object({
  id: z.int(),
  reference: z.string().meta({
    description: 'What the sender quotes when they write to us: "REQ-000042", "MSG-000042"',
  }),
  emailSent: z.boolean(),
});
