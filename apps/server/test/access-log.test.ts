import { createApiKey } from "@kairos/api";
import { accessLog, applications, interpreterRegistrationDocuments, users } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { PDF, PNG } from "./forms";
import { testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { applicationForm, registrationForm, withRoomySlot } from "./submission-forms";

// The staff access log (decision 0035): every opening of an uploaded file and every export by
// staff or an API key is one row saying who, what, which record, the request and the address;
// admins (and keys with audit:read) list and export it, and the export is itself recorded.

const ADDRESS = "203.0.113.7";
/** The proxy in front of the server, the socket's peer. */
const PROXY = { incoming: { socket: { remoteAddress: "10.0.0.2" } } };

/** The CSV's rows as objects by header (RFC 4180: quoted cells, doubled quotes), BOM dropped. */
function csvRecords(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let cell = "";
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') cell += text[++i];
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      rows.at(-1)?.push(cell);
      cell = "";
    } else if (ch === "\n") {
      rows.at(-1)?.push(cell);
      cell = "";
      rows.push([]);
    } else cell += ch;
  }
  const [header = [], ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

describe.each(testDatabases())("the staff access log on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  let app: App;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;
  let adminId: string;
  let moderatorId: string;
  let proofId: string;
  let applicationId: number;
  let registrationId: number;
  let documents: Record<string, string>;
  let requests = 0;

  beforeAll(async () => {
    const deps = testDeps(suite.database, { submissionLimit: 1000 });
    // Behind one proxy (TRUST_PROXY=1): the client is the last entry of X-Forwarded-For.
    app = testApp(suite.database, { clientAddress: { trust: { hops: 1 } } }, deps);
    admin = await staffSession(suite.database, app, {
      email: "audit-admin@example.com",
      password: "admin-password",
      role: "admin",
    });
    moderator = await staffSession(suite.database, app, {
      email: "audit-moderator@example.com",
      password: "moderator-password",
      role: "moderator",
    });
    const staff = await suite.database.db.select().from(users);
    adminId = staff.find((u) => u.email === "audit-admin@example.com")?.id ?? "";
    moderatorId = staff.find((u) => u.email === "audit-moderator@example.com")?.id ?? "";

    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ assessmentSlot: String(suite.slotId) }),
    });
    expect(applied.status).toBe(201);
    applicationId = ((await applied.json()) as { data: { application: { id: number } } }).data
      .application.id;
    const [row] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    proofId = row?.paymentScreenshotId ?? "";

    const form = registrationForm();
    form.set("certificateFile", new File([PDF], "certificate.pdf", { type: "application/pdf" }));
    const registered = await app.request("/api/interpreters/registrations", {
      method: "POST",
      body: form,
    });
    expect(registered.status).toBe(201);
    registrationId = ((await registered.json()) as { data: { id: number } }).data.id;
    const docs = await suite.database.db
      .select()
      .from(interpreterRegistrationDocuments)
      .where(eq(interpreterRegistrationDocuments.registrationId, registrationId));
    documents = Object.fromEntries(docs.map((d) => [d.kind, d.fileId]));
  });

  /** A request through the proxy, with its own id (a client-written X-Forwarded-For entry first); its id, to find its rows. */
  const send = async (path: string, headers: Record<string, string>, method = "GET") => {
    const id = `access-log-test-${requests++}`;
    const res = await app.request(
      path,
      {
        method,
        headers: { ...headers, "X-Request-Id": id, "X-Forwarded-For": `198.51.100.9, ${ADDRESS}` },
      },
      PROXY,
    );
    return { res, id };
  };
  const rowsOf = (requestId: string) =>
    suite.database.db.select().from(accessLog).where(eq(accessLog.requestId, requestId));

  it("records an admin opening a proof of payment once, before sending it", async () => {
    const { res, id } = await send(`/api/files/${proofId}`, admin);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await rowsOf(id)).toEqual([
      expect.objectContaining({
        userId: adminId,
        apiKeyId: null,
        action: "file-opened",
        subject: "payment-proof",
        fileId: proofId,
        applicationId,
        registrationId: null,
        ip: ADDRESS,
      }),
    ]);
  });

  it("does not record a HEAD, which sends no byte of the file", async () => {
    const { res, id } = await send(`/api/files/${proofId}`, admin, "HEAD");
    expect(res.status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("records a moderator opening an interpreter's CV and certificate, each with its kind", async () => {
    for (const kind of ["resume", "certificate"] as const) {
      const { res, id } = await send(`/api/files/${documents[kind]}?download=1`, moderator);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(await rowsOf(id)).toEqual([
        expect.objectContaining({
          userId: moderatorId,
          action: "file-opened",
          subject: kind,
          fileId: documents[kind],
          registrationId,
          applicationId: null,
        }),
      ]);
    }
  });

  it("records a file read through an API key as its maker's, with the key", async () => {
    const [maker] = await suite.database.db.select().from(users).where(eq(users.id, adminId));
    if (!maker) throw new Error("no admin");
    const { key, token } = await createApiKey(
      suite.database.db,
      { name: "CRM", scopes: ["applications:read"] },
      maker,
    );
    const { res, id } = await send(`/api/files/${proofId}`, { Authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await rowsOf(id)).toEqual([
      expect.objectContaining({ userId: adminId, apiKeyId: key.id, subject: "payment-proof" }),
    ]);
    // A key without audit:read cannot read the log; one with it can, and its export is its own.
    const refused = await send("/api/access-log", { Authorization: `Bearer ${token}` });
    expect(refused.res.status).toBe(403);
    const auditor = await createApiKey(
      suite.database.db,
      { name: "Auditor", scopes: ["audit:read"] },
      maker,
    );
    const bearer = { Authorization: `Bearer ${auditor.token}` };
    expect((await send("/api/access-log", bearer)).res.status).toBe(200);
    const exported = await send("/api/access-log/export", bearer);
    expect(exported.res.status).toBe(200);
    await exported.res.text();
    expect(await rowsOf(exported.id)).toEqual([
      expect.objectContaining({ apiKeyId: auditor.key.id, subject: "access-log-csv" }),
    ]);
  });

  it("records an applications export once, with its filters", async () => {
    const { res, id } = await send("/api/trainings/export?status=pending", moderator);
    expect(res.status).toBe(200);
    await res.text();
    expect(await rowsOf(id)).toEqual([
      expect.objectContaining({
        userId: moderatorId,
        action: "export-downloaded",
        subject: "applications-csv",
        fileId: null,
        filters: { status: "pending" },
      }),
    ]);
  });

  it("refuses the log to a moderator, over REST and tRPC", async () => {
    expect((await send("/api/access-log", moderator)).res.status).toBe(403);
    expect((await send("/api/access-log/export", moderator)).res.status).toBe(403);
    const trpc = await send("/trpc/accessLog.list?input=%7B%7D", moderator);
    expect(trpc.res.status).toBe(403);
  });

  it("lists the log for an admin, filtered by person and action", async () => {
    const { res } = await send(
      `/api/access-log?userId=${moderatorId}&action=file-opened&limit=100`,
      admin,
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { rows: { userEmail: string; subject: string; registrationId: number }[] };
    };
    expect(data.rows.map((r) => r.subject).sort()).toEqual(["certificate", "resume"]);
    expect(data.rows.every((r) => r.userEmail === "audit-moderator@example.com")).toBe(true);
    const bad = await send("/api/access-log?action=peeked", admin);
    expect(bad.res.status).toBe(400);
  });

  it("exports the log as CSV with the accesses in it, and records the export itself", async () => {
    const { res, id } = await send("/api/access-log/export", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const rows = csvRecords(await res.text());
    const opened = rows.filter((r) => r.Action === "Opened a file");
    expect(opened.map((r) => r.What).sort()).toEqual([
      "CV",
      "Certificate",
      "Proof of payment",
      "Proof of payment",
    ]);
    expect(rows.find((r) => r.What === "Applications CSV")).toMatchObject({
      "Staff e-mail": "audit-moderator@example.com",
      Filters: '{"status":"pending"}',
      "Client address": ADDRESS,
    });
    // The export is itself in the log (written before its first byte, so in its own CSV too).
    expect(rows[0]).toMatchObject({ What: "Access log CSV", "Request ID": id });
    expect(await rowsOf(id)).toHaveLength(1);
  });
});
