import {
  type ApiDeps,
  addStaff,
  listUsers,
  resendInvitation,
  toPublicUser,
  updateUser,
} from "@kairos/api";
import {
  createUserSchema,
  INVITATION_HOURS,
  updateUserSchema,
  userListSchema,
} from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody, query, uuidId } from "../openapi/validate";
import { invitationResent, oneUser, staffAdded, userPage } from "./answers/staff";
import { requireAdmin, requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });
const tag = "Staff accounts";

export function usersRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get(
      "/me",
      describe({ tag, summary: "The signed-in staff member", data: oneUser }),
      requireStaff,
      (c) => ok(c, { user: toPublicUser(sessionOf(c).user) }),
    )
    .get(
      "/",
      describe({ tag, summary: "List staff accounts", data: userPage }),
      requireAdmin,
      query(userListSchema),
      async (c) => ok(c, await listUsers(db, c.req.valid("query"))),
    )
    .post(
      "/",
      describe({
        tag,
        summary: "Make a staff account",
        description: `Without \`password\` (as the console does), the new member is e-mailed an invitation: a link that works once, for ${INVITATION_HOURS} hours, to choose their own password; until then they cannot sign in, and \`user.invitation\` says when the link expires. An SMTP outage queues the mail for retries (\`emailSent: false\`); the account is made either way. With \`password\`, for a script that already knows it, the account is made with it and nothing is mailed (\`emailSent: null\`); the person should change it (\`POST /api/auth/password\`). A given password must be at least 8 characters and not easy to guess (400 at \`password\`). An e-mail or username already taken answers 409, also for two requests at once.`,
        data: staffAdded,
        status: 201,
        errors: [409],
      }),
      requireAdmin,
      jsonLimit,
      jsonBody(createUserSchema, {
        example: { email: "new.moderator@example.com", role: "moderator", firstName: "Mona" },
      }),
      async (c) => {
        const added = await addStaff(deps, c.req.valid("json"), sessionOf(c).user);
        const message = added.emailSent === null ? "User created" : "User invited";
        return ok(c, added, 201, message);
      },
    )
    .post(
      "/:id/invitation",
      describe({
        tag,
        summary: "Send a staff invitation again",
        description:
          "A new link to choose a password, for an account whose owner has not chosen one yet; the earlier link stops working. 409 when the account already has its password or is disabled.",
        data: invitationResent,
        errors: [409],
      }),
      requireAdmin,
      uuidId("User not found"),
      async (c) => {
        const { id } = c.req.valid("param");
        const sent = await resendInvitation(deps, id, sessionOf(c).user);
        return ok(c, sent, 200, "Invitation sent");
      },
    )
    .put(
      "/:id",
      describe({
        tag,
        summary: "Change a staff account",
        description:
          "A password change or a disable ends the account's sessions; a new password must be at least 8 characters and not easy to guess (400 at `password`). To change your own, use `POST /api/auth/password` (it asks for the current one). Nobody disables their own account (403), and the last active admin is neither disabled nor demoted (409).",
        data: oneUser,
        errors: [409],
      }),
      requireAdmin,
      jsonLimit,
      uuidId("User not found"),
      jsonBody(updateUserSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const user = await updateUser(db, id, c.req.valid("json"), sessionOf(c).user);
        return ok(c, { user }, 200, "User updated");
      },
    );
}
