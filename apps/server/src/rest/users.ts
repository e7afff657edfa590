import { type ApiDeps, createUser, listUsers, toPublicUser, updateUser } from "@kairos/api";
import { createUserSchema, updateUserSchema, userListSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { describe } from "../openapi/describe";
import { jsonBody, query, uuidId } from "../openapi/validate";
import type { SessionVariables } from "../session";
import { oneUser, userPage } from "./answers/staff";
import { ok } from "./envelope";
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
      describe({ tag, summary: "Make a staff account", data: oneUser, status: 201, errors: [409] }),
      requireAdmin,
      jsonLimit,
      jsonBody(createUserSchema),
      async (c) => {
        const user = await createUser(db, c.req.valid("json"));
        return ok(c, { user }, 201, "User created");
      },
    )
    .put(
      "/:id",
      describe({
        tag,
        summary: "Change a staff account",
        description:
          "A password change or a disable ends the account's sessions. Nobody disables their own account (403), and the last active admin is neither disabled nor demoted (409).",
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
