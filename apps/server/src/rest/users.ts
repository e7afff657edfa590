import { type ApiDeps, createUser, listUsers, toPublicUser, updateUser } from "@kairos/api";
import { createUserSchema, updateUserSchema, userListSchema } from "@kairos/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { SessionVariables } from "../session";
import { fail, ok, parseJson, parseQuery } from "./envelope";
import { requireAdmin, requireStaff, sessionOf } from "./guards";
import { tooLarge } from "./limits";

const idParam = z.uuid("User not found");
const jsonLimit = bodyLimit({ maxSize: 16 * 1024, onError: tooLarge });

export function usersRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  return new Hono<{ Variables: SessionVariables }>()
    .get("/me", requireStaff, (c) => ok(c, { user: toPublicUser(sessionOf(c).user) }))
    .get("/", requireAdmin, async (c) => ok(c, await listUsers(db, parseQuery(c, userListSchema))))
    .post("/", requireAdmin, jsonLimit, async (c) => {
      const user = await createUser(db, await parseJson(c, createUserSchema));
      return ok(c, { user }, 201, "User created");
    })
    .put("/:id", requireAdmin, jsonLimit, async (c) => {
      const id = idParam.safeParse(c.req.param("id"));
      if (!id.success) return fail(c, 404, "User not found");
      const changes = await parseJson(c, updateUserSchema);
      const user = await updateUser(db, id.data, changes, sessionOf(c).user);
      return ok(c, { user }, 200, "User updated");
    });
}
