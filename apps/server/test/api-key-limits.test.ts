import { createUser } from "@kairos/api";
import {
  applications,
  type Database,
  interpreterRegistrationDocuments,
  seed,
  users,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { API_KEY_DEFAULT_EXPIRY_DAYS, API_KEY_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { APPLICATION_FIELDS, formOf, PDF, REGISTRATION_FIELDS, screenshotFile } from "./forms";
import { callJson, testApp } from "./helpers";
import { bearerOf, staffSession } from "./staff-session";
import { openRegistration } from "./submission-forms";

// What an API key may reach and for how long: a file needs the scope of the record it belongs
// to (a proof of payment: applications:read; an interpreter's CV: inboxes:read); a new key
// expires after 90 days unless "never" is chosen; a key stops as soon as its maker is no
// longer an active admin, decided at each request.

type Answer = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  data: Record<string, unknown> | null;
};
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())("API keys' reach on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  let proofId: string;
  let cvId: string;

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    callJson<Answer>(app, method, path, headers, body);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const newKey = async (by: Record<string, string>, scopes: string[], extra = {}) => {
    const { status, body } = await call("POST", "/api/keys", by, {
      name: `key ${scopes.join(" ")}`,
      scopes,
      ...extra,
    });
    expect(status).toBe(201);
    return body.data as { token: string; key: { id: string; expiresAt: string | null } };
  };

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database);
    app = testApp(database, { submissionLimit: 1000, apiKeyLimit: 100 });
    admin = await staffSession(database, app, {
      email: "reach-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: formOf(APPLICATION_FIELDS, { paymentScreenshot: screenshotFile() }),
    });
    expect(applied.status).toBe(201);
    const registered = await app.request("/api/interpreters/registrations", {
      method: "POST",
      body: formOf(REGISTRATION_FIELDS, {
        resumeFile: new File([PDF], "cv.pdf", { type: "application/pdf" }),
      }),
    });
    expect(registered.status).toBe(201);
    const [application] = await database.db
      .select({ file: applications.paymentScreenshotId })
      .from(applications);
    const [document] = await database.db
      .select({ file: interpreterRegistrationDocuments.fileId })
      .from(interpreterRegistrationDocuments);
    proofId = application?.file ?? "";
    cvId = document?.file ?? "";
  });
  afterAll(async () => {
    await database?.close();
  });

  it("reads a file with the scope of its record only: a proof with applications:read, a CV with inboxes:read", async () => {
    const applicationsKey = await newKey(admin, ["applications:read"]);
    const inboxesKey = await newKey(admin, ["inboxes:read"]);
    const slotsKey = await newKey(admin, ["slots:manage"]);
    const get = (id: string, token: string) =>
      app.request(`/api/files/${id}`, { headers: bearer(token) });

    expect((await get(proofId, applicationsKey.token)).status).toBe(200);
    const cvWithApplications = await get(cvId, applicationsKey.token);
    expect(cvWithApplications.status).toBe(403);
    expect(((await cvWithApplications.json()) as Answer).message).toBe(
      API_KEY_MESSAGES.forbidden("inboxes:read"),
    );

    const cv = await get(cvId, inboxesKey.token);
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).equals(PDF)).toBe(true);
    const proofWithInboxes = await get(proofId, inboxesKey.token);
    expect(proofWithInboxes.status).toBe(403);
    expect(((await proofWithInboxes.json()) as Answer).message).toBe(
      API_KEY_MESSAGES.forbidden("applications:read"),
    );

    expect((await get(proofId, slotsKey.token)).status).toBe(403);
    expect((await get(cvId, slotsKey.token)).status).toBe(403);
    // An unknown file is 404 for any key that may read files, as for staff.
    const unknown = "00000000-0000-0000-0000-000000000000";
    expect((await get(unknown, inboxesKey.token)).status).toBe(404);
    // Staff with a session read both, as before.
    expect((await app.request(`/api/files/${cvId}`, { headers: admin })).status).toBe(200);
    expect((await app.request(`/api/files/${proofId}`, { headers: admin })).status).toBe(200);
  });

  it(`expires a new key after ${API_KEY_DEFAULT_EXPIRY_DAYS} days unless "never" is asked for`, async () => {
    const before = Date.now();
    const byDefault = await newKey(admin, ["applications:read"]);
    const expiresAt = Date.parse(byDefault.key.expiresAt ?? "");
    expect(expiresAt).toBeGreaterThanOrEqual(before + API_KEY_DEFAULT_EXPIRY_DAYS * DAY - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + API_KEY_DEFAULT_EXPIRY_DAYS * DAY + 1000);

    const never = await newKey(admin, ["applications:read"], { expiresAt: null });
    expect(never.key.expiresAt).toBeNull();
    const chosen = new Date(Date.now() + 7 * DAY).toISOString();
    const dated = await newKey(admin, ["applications:read"], { expiresAt: chosen });
    expect(dated.key.expiresAt).toBe(chosen);

    const listed = (await call("GET", "/api/keys", admin)).body.data as {
      keys: { id: string; expiresAt: string | null }[];
    };
    const expiryOf = (id: string) => listed.keys.find((k) => k.id === id)?.expiresAt;
    expect(expiryOf(byDefault.key.id)).toBe(byDefault.key.expiresAt);
    expect(expiryOf(never.key.id)).toBeNull();
    // The tRPC procedure of the console takes the same default.
    const trpc = await app.request("/trpc/apiKeys.create", {
      method: "POST",
      headers: { ...admin, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "console key", scopes: ["inboxes:read"] }),
    });
    expect(trpc.status).toBe(200);
    const made = (await trpc.json()) as { result: { data: { key: { expiresAt: string } } } };
    expect(Date.parse(made.result.data.key.expiresAt)).toBeGreaterThan(
      before + (API_KEY_DEFAULT_EXPIRY_DAYS - 1) * DAY,
    );
  });

  it("documents the default expiry, and the file route's two scopes, in the OpenAPI document", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const create = JSON.stringify(doc.paths["/api/keys"]?.post?.requestBody);
    expect(create).toContain(`${API_KEY_DEFAULT_EXPIRY_DAYS} days from now`);
    expect(create).toContain("never expires");
    expect(doc.paths["/api/files/{id}"]?.get?.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(doc.paths["/api/files/{id}"]?.get?.["x-api-key-scopes"]).toEqual([
      "applications:read",
      "inboxes:read",
    ]);
  });

  it("stops working as soon as its maker is demoted or disabled, and works again once they are an active admin", async () => {
    const maker = {
      email: "maker@example.com",
      password: "maker-password",
      role: "admin" as const,
    };
    const made = await createUser(database.db, maker);
    const makerSession = await bearerOf(app, maker);
    const { token } = await newKey(makerSession, ["applications:read"]);
    const use = () => call("GET", "/api/trainings", bearer(token));
    expect((await use()).status).toBe(200);

    const update = (body: object) => call("PUT", `/api/users/${made.id}`, admin, body);
    expect((await update({ role: "moderator" })).status).toBe(200);
    const demoted = await use();
    expect(demoted.status).toBe(401);
    expect(demoted.body.message).toBe(API_KEY_MESSAGES.invalid);

    expect((await update({ role: "admin" })).status).toBe(200);
    expect((await use()).status).toBe(200);
    expect((await update({ active: false })).status).toBe(200);
    expect((await use()).status).toBe(401);
    const [row] = await database.db.select().from(users).where(eq(users.id, made.id));
    expect(row).toMatchObject({ role: "admin", active: false });
  });
});
