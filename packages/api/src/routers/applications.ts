import {
  applicationFiltersSchema,
  bulkStatusChangeSchema,
  emailField,
  holdChangeSchema,
  idInput,
  notesChangeSchema,
  paginationQuery,
  statusChangeSchema,
} from "@kairos/shared";
import { z } from "zod";
import { existingRowId } from "../platform/ids";
import { revokeApplicantLinks } from "../services/applicant/links";
import {
  applicationsByEmail,
  changeNotes,
  changeStatus,
  deleteApplication,
  getApplication,
  listApplications,
} from "../services/applications/admin";
import { changeStatuses } from "../services/applications/bulk-status";
import { resendApplicantLink } from "../services/applications/existing";
import { recordWithdrawal } from "../services/applications/withdrawal";
import { holdRecord } from "../services/privacy/erasure";
import { adminProcedure, router, staffProcedure } from "../trpc";

const NOT_FOUND = "Application not found";
const id = idInput(NOT_FOUND);
/** The application an input names: a well-formed id of none (3e9 too) is the 404. */
const applicationId = (input: { id: number }) => existingRowId(input.id, NOT_FOUND);

export const applicationsRouter = router({
  list: staffProcedure
    .input(paginationQuery(10, 100).extend(applicationFiltersSchema.shape))
    .query(({ ctx, input }) => listApplications(ctx.deps.database.db, input)),
  get: staffProcedure
    .input(z.object({ id }))
    .query(({ ctx, input }) => getApplication(ctx.deps.database.db, applicationId(input))),
  byEmail: staffProcedure
    .input(z.object({ email: emailField() }))
    .query(({ ctx, input }) => applicationsByEmail(ctx.deps.database.db, input.email)),
  changeStatus: staffProcedure
    .input(statusChangeSchema.extend({ id }))
    .mutation(({ ctx, input }) =>
      changeStatus(ctx.deps, applicationId(input), input, ctx.session.user),
    ),
  /** One status for up to 200 applications, all or none (the console's bulk action). */
  changeStatuses: staffProcedure
    .input(bulkStatusChangeSchema)
    .mutation(({ ctx, input }) => changeStatuses(ctx.deps, input, ctx.session.user)),
  changeNotes: staffProcedure
    .input(notesChangeSchema.extend({ id }))
    .mutation(({ ctx, input }) =>
      changeNotes(ctx.deps.database.db, applicationId(input), input.notes, ctx.session.user),
    ),
  /** Mails the applicant a new personal link (decision 0010). */
  resendLink: staffProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) =>
      resendApplicantLink(ctx.deps, applicationId(input), ctx.session.user),
    ),
  /** Revokes every personal link of the application. */
  revokeLinks: staffProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) =>
      revokeApplicantLinks(ctx.deps.database.db, applicationId(input), ctx.session.user),
    ),
  /** Records the applicant's withdrawal (decision 0030); the history names the staff member. */
  withdraw: staffProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) =>
      recordWithdrawal(ctx.deps, applicationId(input), ctx.session.user),
    ),
  /** Holds the application from erasure, or releases it (decision 0033). */
  hold: adminProcedure.input(holdChangeSchema.extend({ id })).mutation(({ ctx, input }) =>
    holdRecord(ctx.deps.database.db, {
      kind: "application",
      id: applicationId(input),
      userId: ctx.session.user.id,
      hold: input.hold,
    }),
  ),
  delete: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) =>
      deleteApplication(ctx.deps, applicationId(input), ctx.session.user),
    ),
});
