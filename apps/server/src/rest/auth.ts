import {
  type ApiDeps,
  AppError,
  acceptInvitation,
  invitationOfToken,
  signIn,
  signOut,
  toPublicUser,
} from "@kairos/api";
import {
  acceptInvitationSchema,
  INVITATION_MESSAGES,
  invitationTokenSchema,
  loginSchema,
} from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { describe } from "../openapi/describe";
import { jsonBody, pathParams } from "../openapi/validate";
import type { SessionVariables } from "../session";
import { invitationAccepted, invitationPage, oneUser, signedIn, signedOut } from "./answers/staff";
import { ok } from "./envelope";
import { requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const tag = "Sign-in";

/** A staff invitation's token in the path; a malformed one opens nothing (404). */
const invitationToken = pathParams(
  invitationTokenSchema,
  () => new AppError("NOT_FOUND", INVITATION_MESSAGES.unknown),
);
const invitationRefusals = [403, 404, 409] as const;
const passwordBody = acceptInvitationSchema.pick({ password: true });

export function authRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .post(
      "/login",
      describe({
        tag,
        summary: "Sign in",
        description:
          "Sets the session cookie and answers the session's token, for `Authorization: Bearer`.",
        data: signedIn,
        errors: [401, 403, 429],
      }),
      bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }),
      jsonBody(loginSchema, {
        example: { email: "staff@example.com", password: "a long secret" },
      }),
      async (c) => ok(c, await signIn(db, c.req.valid("json"), c.get("auth"))),
    )
    .get(
      "/profile",
      describe({ tag, summary: "The signed-in staff member", data: oneUser }),
      requireStaff,
      (c) => ok(c, { user: toPublicUser(sessionOf(c).user) }),
    )
    .post(
      "/logout",
      describe({ tag, summary: "Sign out", data: signedOut, errors: [403] }),
      async (c) => ok(c, await signOut(db, c.get("auth")), 200, "Signed out"),
    )
    .get(
      "/invitations/:token",
      describe({
        tag,
        summary: "A staff invitation",
        description:
          "Whose invitation the token of the mailed link (`/admin/invitation/<token>`) is, and until when it works. 404: no such link; 409: already used (the account has its password); 403: replaced by a newer invitation, expired, or the account disabled.",
        data: invitationPage,
        errors: invitationRefusals,
      }),
      invitationToken,
      async (c) => ok(c, await invitationOfToken(db, c.req.valid("param").token)),
    )
    .post(
      "/invitations/:token",
      describe({
        tag,
        summary: "Accept a staff invitation: choose the password",
        description:
          "Sets the account's password (the same rules as every password), once: the link then stops working and the person signs in with `POST /api/auth/login`. Refusals as for reading the invitation; of two at once, one sets the password and the other answers 409.",
        data: invitationAccepted,
        errors: [400, ...invitationRefusals],
      }),
      bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }),
      invitationToken,
      jsonBody(passwordBody, { example: { password: "a long secret" } }),
      async (c) => {
        const { token } = c.req.valid("param");
        const { password } = c.req.valid("json");
        const accepted = await acceptInvitation(db, { token, password });
        return ok(c, accepted, 200, "Password set. You can now sign in.");
      },
    );
}
