import {
  type ApiDeps,
  AppError,
  acceptInvitation,
  changeOwnPassword,
  invitationOfToken,
  signIn,
  signOut,
  toPublicUser,
} from "@kairos/api";
import {
  acceptInvitationSchema,
  changePasswordSchema,
  INVITATION_MESSAGES,
  invitationTokenSchema,
  loginSchema,
} from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, pathParams } from "../openapi/validate";
import {
  invitationAccepted,
  invitationPage,
  oneUser,
  passwordChanged,
  signedIn,
  signedOut,
} from "./answers/staff";
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
      "/password",
      describe({
        tag,
        summary: "Change your own password",
        description:
          "For every staff role, with the current password (`currentPassword`; wrong: 400 with the message at that field, and it counts as a failed sign-in of the account from this address, so the sixth within 15 minutes answers 429). `newPassword` must be at least 8 characters and not easy to guess (common passwords, words, names, the account's e-mail, repeats and sequences are refused: 400 at `newPassword`). Your other sessions end; this one stays signed in.",
        data: passwordChanged,
        errors: [400, 429],
      }),
      requireStaff,
      bodyLimit({ maxSize: 8 * 1024, onError: tooLarge }),
      jsonBody(changePasswordSchema, {
        example: { currentPassword: "the old secret", newPassword: "three unrelated words" },
      }),
      async (c) => {
        const changed = await changeOwnPassword(db, sessionOf(c), c.req.valid("json"), {
          ip: c.get("auth").ip,
        });
        return ok(c, changed, 200, "Password changed");
      },
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
          "Sets the account's password (the same rules as every staff password: at least 8 characters, not easy to guess; a weak one answers 400 at `password`), once: the link then stops working and the person signs in with `POST /api/auth/login`. Refusals as for reading the invitation; of two at once, one sets the password and the other answers 409.",
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
