import {
  applicationFiltersSchema,
  emailField,
  notesChangeSchema,
  paginationQuery,
  rowId,
  statusChangeSchema,
} from "@kairos/shared";
import { z } from "zod";
import {
  applicationsByEmail,
  changeNotes,
  changeStatus,
  deleteApplication,
  getApplication,
  listApplications,
} from "../services/application-admin";
import { adminProcedure, router, staffProcedure } from "../trpc";

const id = rowId("Application not found");

export const applicationsRouter = router({
  list: staffProcedure
    .input(paginationQuery(10, 100).extend(applicationFiltersSchema.shape))
    .query(({ ctx, input }) => listApplications(ctx.deps.database.db, input)),
  get: staffProcedure
    .input(z.object({ id }))
    .query(({ ctx, input }) => getApplication(ctx.deps.database.db, input.id)),
  byEmail: staffProcedure
    .input(z.object({ email: emailField() }))
    .query(({ ctx, input }) => applicationsByEmail(ctx.deps.database.db, input.email)),
  changeStatus: staffProcedure
    .input(statusChangeSchema.extend({ id }))
    .mutation(({ ctx, input }) => changeStatus(ctx.deps, input.id, input, ctx.session.user)),
  changeNotes: staffProcedure
    .input(notesChangeSchema.extend({ id }))
    .mutation(({ ctx, input }) =>
      changeNotes(ctx.deps.database.db, input.id, input.notes, ctx.session.user),
    ),
  delete: adminProcedure
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => deleteApplication(ctx.deps, input.id, ctx.session.user)),
});
