import { type ApiDeps, listRoundsForSettings, updateRound } from "@kairos/api";
import { roundUpdateSchema } from "@kairos/shared";
import { Hono } from "hono";
import { fail, ok } from "../http/envelope";
import type { SessionVariables } from "../http/session";
import { describe } from "../openapi/describe";
import { jsonBody } from "../openapi/validate";
import { oneRound, roundList } from "./answers/staff";
import { requireAdmin } from "./guards";
import { jsonLimit } from "./settings";

const tag = "Rounds";

/** `GET /api/rounds`, `GET/PATCH /api/rounds/:id`: the training rounds (admins only). */
export function roundRoutes(deps: ApiDeps) {
  return new Hono<{ Variables: SessionVariables }>()
    .use(requireAdmin)
    .get("/", describe({ tag, summary: "List the rounds", data: roundList }), async (c) =>
      ok(c, { rounds: await listRoundsForSettings(deps) }),
    )
    .get(
      "/:id",
      describe({ tag, summary: "Get a round", data: oneRound, errors: [404] }),
      async (c) => {
        const round = (await listRoundsForSettings(deps)).find((r) => r.id === c.req.param("id"));
        return round ? ok(c, { round }) : fail(c, 404, "Round not found");
      },
    )
    .patch(
      "/:id",
      describe({ tag, summary: "Change a round", data: oneRound, errors: [404] }),
      jsonLimit,
      jsonBody(roundUpdateSchema),
      async (c) => {
        const round = await updateRound(deps, c.req.param("id"), c.req.valid("json"));
        return ok(c, { round }, 200, "Round saved");
      },
    );
}
