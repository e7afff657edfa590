import {
  acceptInvitationSchema,
  changePasswordSchema,
  invitationTokenSchema,
  loginSchema,
} from "@kairos/shared";
import { signIn, signOut, toPublicUser } from "../services/staff/auth";
import { acceptInvitation, invitationOfToken } from "../services/staff/invitations";
import { changeOwnPassword } from "../services/staff/password-change";
import { publicProcedure, router, staffProcedure } from "../trpc";

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
  /** The signed-in staff member's own password, with the current one (AUTH-21). */
  changePassword: staffProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) =>
      changeOwnPassword(ctx.deps.database.db, ctx.session, input, { ip: ctx.auth.ip }),
    ),
  logout: publicProcedure.mutation(({ ctx }) => signOut(ctx.deps.database.db, ctx.auth)),
  /** A staff invitation's page (AUTH-19): whose it is, until when; the token is the key. */
  invitation: publicProcedure
    .input(invitationTokenSchema)
    .query(({ ctx, input }) => invitationOfToken(ctx.deps.database.db, input.token)),
  acceptInvitation: publicProcedure
    .input(acceptInvitationSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.deps.database.db, input)),
});
