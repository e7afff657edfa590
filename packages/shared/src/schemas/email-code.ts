import { z } from "zod";
import { APPLICATION_MESSAGES } from "./application-fields";
import { emailField, requiredText } from "./common";
import { CODE_FORMAT } from "./email-code-fields";

// The application form's e-mail code (decision 0009): at step 2 a 6-digit code goes to the
// address typed, for the course chosen; only the right code says whether that address has
// applied to that course. Shared by the REST routes, the tRPC procedures and the form.

/** Send a code: the address and the round chosen at step 1. */
export const emailCodeRequestSchema = z.object({
  email: emailField(),
  trainingCourse: requiredText(APPLICATION_MESSAGES.trainingCourse, 40),
});
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

/** Check a code: the same address and round, and the code as typed (spaces are ignored). */
export const emailCodeCheckSchema = emailCodeRequestSchema.extend({
  code: z
    .string(CODE_FORMAT)
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, CODE_FORMAT)),
});
export type EmailCodeCheck = z.infer<typeof emailCodeCheckSchema>;
