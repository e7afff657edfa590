import { loginSchema } from "@kairos/shared";
import { deleteSession } from "../auth/sessions";
import { login, toPublicUser } from "../services/auth";
import { publicProcedure, router } from "../trpc";

export const authRouter = router({
  /** The signed-in staff user, or null: public, so visitors never get a 401. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.auth.session ? toPublicUser(ctx.auth.session.user) : null,
  ),
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const { user, token, expiresAt } = await login(ctx.deps.database.db, input, {
      ip: ctx.auth.ip,
    });
    ctx.auth.setSessionCookie(token, expiresAt);
    return { user };
  }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth.session) await deleteSession(ctx.deps.database.db, ctx.auth.session.id);
    ctx.auth.clearSessionCookie();
    return { signedOut: true };
  }),
});
