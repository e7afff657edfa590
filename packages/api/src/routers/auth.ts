import { loginSchema } from "@kairos/shared";
import { signIn, signOut, toPublicUser } from "../services/auth";
import { publicProcedure, router } from "../trpc";

export const authRouter = router({
  /** The signed-in staff user, or null: public, so visitors never get a 401. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.auth.session ? toPublicUser(ctx.auth.session.user) : null,
  ),
  /** The web app keeps only the cookie: the token is not in the answer. */
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const { user } = await signIn(ctx.deps.database.db, input, ctx.auth);
    return { user };
  }),
  logout: publicProcedure.mutation(({ ctx }) => signOut(ctx.deps.database.db, ctx.auth)),
});
