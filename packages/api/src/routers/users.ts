import { inviteUserSchema, updateUserSchema, userListSchema } from "@kairos/shared";
import { z } from "zod";
import { toPublicUser } from "../services/staff/auth";
import { inviteStaff, resendInvitation } from "../services/staff/invitations";
import { listUsers, updateUser } from "../services/staff/users";
import { adminProcedure, router, staffProcedure } from "../trpc";

const userId = z.object({ id: z.uuid("Unknown user") });

export const usersRouter = router({
  me: staffProcedure.query(({ ctx }) => toPublicUser(ctx.session.user)),
  list: adminProcedure
    .input(userListSchema)
    .query(({ ctx, input }) => listUsers(ctx.deps.database.db, input)),
  /** The console never handles a password: the new member is invited to choose one (AUTH-19). */
  create: adminProcedure
    .input(inviteUserSchema)
    .mutation(({ ctx, input }) => inviteStaff(ctx.deps, input, ctx.session.user)),
  resendInvitation: adminProcedure
    .input(userId)
    .mutation(({ ctx, input }) => resendInvitation(ctx.deps, input.id, ctx.session.user)),
  update: adminProcedure
    .input(userId.extend({ changes: updateUserSchema }))
    .mutation(({ ctx, input }) =>
      updateUser(ctx.deps.database.db, input.id, input.changes, ctx.session.user),
    ),
});
