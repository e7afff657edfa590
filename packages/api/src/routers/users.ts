import { createUserSchema, updateUserSchema, userListSchema } from "@kairos/shared";
import { z } from "zod";
import { toPublicUser } from "../services/auth";
import { createUser, listUsers, updateUser } from "../services/users";
import { adminProcedure, router, staffProcedure } from "../trpc";

export const usersRouter = router({
  me: staffProcedure.query(({ ctx }) => toPublicUser(ctx.session.user)),
  list: adminProcedure
    .input(userListSchema)
    .query(({ ctx, input }) => listUsers(ctx.deps.database.db, input)),
  create: adminProcedure
    .input(createUserSchema)
    .mutation(({ ctx, input }) => createUser(ctx.deps.database.db, input)),
  update: adminProcedure
    .input(z.object({ id: z.uuid("Unknown user"), changes: updateUserSchema }))
    .mutation(({ ctx, input }) =>
      updateUser(ctx.deps.database.db, input.id, input.changes, ctx.session.user),
    ),
});
