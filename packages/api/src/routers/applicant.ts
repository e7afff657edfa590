import {
  APPLICANT_MESSAGES,
  applicantSlotInput,
  applicantTokenInput,
  emailCodeCheckSchema,
  emailCodeRequestSchema,
  findApplicationSchema,
} from "@kairos/shared";
import {
  bookAssessment,
  cancelAssessment,
  notifyWhenSlotsOpen,
  rescheduleAssessment,
} from "../services/applicant/actions";
import { applicationOfToken } from "../services/applicant/links";
import { applicantPage, applicantSlots } from "../services/applicant/page";
import { applicantPayments } from "../services/applicant/payments";
import { sendEmailCode, verifyEmailCode } from "../services/applications/email-codes";
import { findMyApplications } from "../services/applications/existing";
import { withdrawByApplicant } from "../services/applications/withdrawal";
import { deleteMyData } from "../services/privacy/applicant-erasure";
import { formProcedure, publicProcedure, router } from "../trpc";

/**
 * The applicant's own page (decision 0010): each call carries the personal link's token, which
 * names the application; a bad, revoked or expired token is refused before anything runs.
 */
const withLink = publicProcedure
  .input(applicantTokenInput)
  .use(async ({ ctx, input, next }) =>
    next({ ctx: { applicationId: await applicationOfToken(ctx.deps.database.db, input.token) } }),
  );

export const applicantRouter = router({
  /** "Find my application": the same answer for every address; the mail goes to known ones. */
  find: formProcedure("applicant-link")
    .input(findApplicationSchema)
    .mutation(async ({ ctx, input }) => {
      await findMyApplications(ctx.deps, input.email, { ip: ctx.auth.ip });
      return { message: APPLICANT_MESSAGES.found };
    }),
  /**
   * The application form's step 2 (decision 0009): a code to the address typed, answered alike
   * for every address; only the right code says whether the address has applied to the round.
   */
  sendEmailCode: formProcedure("email-code")
    .input(emailCodeRequestSchema)
    .mutation(({ ctx, input }) => sendEmailCode(ctx.deps, input, { ip: ctx.auth.ip })),
  verifyEmailCode: formProcedure("email-code")
    .input(emailCodeCheckSchema)
    .mutation(({ ctx, input }) => verifyEmailCode(ctx.deps, input)),
  page: withLink.query(({ ctx }) => applicantPage(ctx.deps, ctx.applicationId)),
  slots: withLink.query(({ ctx }) => applicantSlots(ctx.deps, ctx.applicationId)),
  payments: withLink.query(({ ctx }) => applicantPayments(ctx.deps, ctx.applicationId)),
  reschedule: withLink
    .input(applicantSlotInput)
    .mutation(({ ctx, input }) =>
      rescheduleAssessment(ctx.deps, ctx.applicationId, input.slotId, { ip: ctx.auth.ip }),
    ),
  cancel: withLink.mutation(({ ctx }) =>
    cancelAssessment(ctx.deps, ctx.applicationId, { ip: ctx.auth.ip }),
  ),
  book: withLink
    .input(applicantSlotInput)
    .mutation(({ ctx, input }) =>
      bookAssessment(ctx.deps, ctx.applicationId, input.slotId, { ip: ctx.auth.ip }),
    ),
  notifySlots: withLink.mutation(({ ctx }) => notifyWhenSlotsOpen(ctx.deps, ctx.applicationId)),
  /** Withdraws the application (decision 0030): 409 when it already is. */
  withdraw: withLink.mutation(({ ctx }) => withdrawByApplicant(ctx.deps, ctx.applicationId)),
  /**
   * "Delete my data" (decision 0034): erased at once when nothing is owed and the round has
   * ended, else a request in the staff queue with the reason.
   */
  deleteMyData: withLink.mutation(({ ctx }) =>
    deleteMyData(ctx.deps, ctx.applicationId, { ip: ctx.auth.ip }),
  ),
});
