import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { applications, type Database, seed } from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { API_KEY_MESSAGES } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { removeTempDirs, testApp } from "../../../apps/server/test/helpers";
import { staffSession } from "../../../apps/server/test/staff-session";
import { OPENAPI_JSON } from "../generate";
import { createKairosClient, type KairosClient } from "../src";

// The client as an outside caller uses it: the real app over HTTP, an admin's API key, and
// the answers typed by the generated schema (this file is type-checked against it).

afterAll(removeTempDirs);

describe.each(testDatabases())("the typed client on $name", ({ open }) => {
  let database: Database;
  let server: ServerType;
  let baseUrl: string;
  /** A client with a key that may only read applications. */
  let reader: KairosClient;
  let applicationId: number;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    const app = testApp(database);
    const [row] = await database.db
      .insert(applications)
      .values(applicationRow({ fullName: "Client Applicant", email: "client@example.com" }))
      .returning({ id: applications.id });
    applicationId = row?.id ?? 0;
    const admin = await staffSession(database, app, {
      email: "client-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    const info = await new Promise<AddressInfo>((listening) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, listening);
    });
    baseUrl = `http://127.0.0.1:${info.port}`;

    // The admin makes the key with the same client, signed in with their session's token.
    const staff = createKairosClient({
      baseUrl,
      token: admin.Authorization.slice("Bearer ".length),
    });
    const made = await staff.POST("/api/keys", {
      body: { name: "CRM", scopes: ["applications:read"] },
    });
    expect(made.response.status).toBe(201);
    reader = createKairosClient({ baseUrl, token: made.data?.data.token ?? "" });
  });
  afterAll(async () => {
    // Node also closes the client's idle keep-alive connections.
    if (server) await new Promise((closed) => server.close(closed));
    await database?.close();
  });

  it("is generated from the document the server serves", async () => {
    // What an outside caller generates its types from (README) is the committed document.
    const served = await fetch(`${baseUrl}/api/openapi.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(JSON.parse(readFileSync(OPENAPI_JSON, "utf8")));
  });

  it("reads the health of the server", async () => {
    const { data, response } = await reader.GET("/api/health");
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.data.database).toBe("ok");
  });

  it("lists applications with a key that may read them", async () => {
    const { data, error, response } = await reader.GET("/api/trainings", {
      params: { query: { limit: 5 } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.success).toBe(true);
    expect(data?.data.applications.map((a) => a.email)).toEqual(["client@example.com"]);
    expect(data?.data.pagination.totalItems).toBe(1);
    // Typed by the document, not `any` (checked by the typecheck, not at run time).
    expectTypeOf(data?.data.pagination.totalItems).toEqualTypeOf<number | undefined>();
  });

  it("gets the 403 envelope for what the key's scopes do not allow", async () => {
    const { data, error, response } = await reader.PATCH("/api/trainings/{id}/status", {
      params: { path: { id: String(applicationId) } },
      body: { status: "approved" },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(403);
    expect(error?.success).toBe(false);
    expect(error?.message).toBe(API_KEY_MESSAGES.forbidden("applications:write"));
    // The code to branch on, typed as the codes of this operation's failures: a status change
    // has no conflict, so no SLOT_TAKEN either.
    expect(error?.code).toBe("FORBIDDEN");
    type Code = NonNullable<typeof error>["code"];
    expectTypeOf<"FORBIDDEN">().toExtend<Code>();
    expectTypeOf<"SLOT_TAKEN">().not.toExtend<Code>();
  });
});
