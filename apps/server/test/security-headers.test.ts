import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createUser, issueApplicantLink } from "@kairos/api";
import { applications, type Database, seed, storedFiles } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { APPLICATION_FIELDS, formOf, PNG, screenshotFile } from "./forms";
import { fakeWebDist, jsonRequest, testApp, testDeps } from "./helpers";
import { bearerOf } from "./staff-session";
import { openRegistration } from "./submission-forms";

/** The page's inline script, allowed by its hash (and no other). */
const INLINE = "window.early=1";
const INLINE_HASH = `'sha256-${createHash("sha256").update(INLINE).digest("base64")}'`;

const STAFF = { email: "headers@example.com", password: "headers-password" };
const WRONG = { ...STAFF, password: "not-the-password" };
/** What an answer that needs a session may be kept as: nowhere. */
const NO_STORE = "private, no-store";

describe.each(testDatabases())("security headers on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let secure: App;
  let webDist: string;
  let bearer: Record<string, string>;
  let fileId: string;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database);
    await createUser(database.db, { ...STAFF, role: "moderator" });
    webDist = fakeWebDist();
    // Large enough to be sent compressed, with the app's kind of inline script.
    writeFileSync(
      join(webDist, "index.html"),
      `<!doctype html><html><head><script>${INLINE}</script></head><body>${"<p>app</p>".repeat(200)}</body></html>`,
    );
    mkdirSync(join(webDist, "static"));
    writeFileSync(join(webDist, "static", "index-abc123.js"), "console.log(1)");
    app = testApp(database, { webDist });
    secure = testApp(database, { webDist, https: true });
    bearer = await bearerOf(app, STAFF);
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: formOf(APPLICATION_FIELDS, {
        paymentScreenshot: screenshotFile(),
      }),
    });
    expect(applied.status).toBe(201);
    const [file] = await database.db.select().from(storedFiles);
    fileId = file?.id ?? "";
  });
  afterAll(async () => {
    await database?.close();
  });

  // What a browser may open as a page: the home page (compressed too: an answer built with its
  // headers from the start), a public page, a hashed asset and a staff file download.
  const documents = (target: App) =>
    Promise.all([
      target.request("/"),
      target.request("/", { headers: { "accept-encoding": "br" } }),
      target.request("/about-us"),
      target.request("/static/index-abc123.js"),
      target.request(`/api/files/${fileId}?download=1`, { headers: bearer }),
    ]);
  // JSON answers, read by scripts: REST, tRPC (the second time from the kept public reads),
  // and an /api error.
  const jsonAnswers = async (target: App) => [
    await target.request("/api/health"),
    await target.request("/api/assessments/available-dates/round-3"),
    await target.request("/trpc/assessments.rounds"),
    await target.request("/trpc/assessments.rounds"),
    await target.request("/api/no-such-route"),
  ];

  const SECURITY_HEADERS = [
    "content-security-policy",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
    "origin-agent-cluster",
    "permissions-policy",
    "referrer-policy",
    "strict-transport-security",
    "x-content-type-options",
    "x-dns-prefetch-control",
    "x-download-options",
    "x-frame-options",
    "x-permitted-cross-domain-policies",
    "x-xss-protection",
  ];
  const securityHeadersOf = (res: Response) =>
    Object.fromEntries(
      SECURITY_HEADERS.flatMap((name) => {
        const value = res.headers.get(name);
        return value === null ? [] : [[name, value]];
      }),
    );
  const DOCUMENT_SET = {
    "content-security-policy": `default-src 'self'; script-src 'self' ${INLINE_HASH}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
  const API_SET = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  };
  const HSTS = { "strict-transport-security": "max-age=63072000; includeSubDomains" };

  it("sends each kind of answer exactly its set, whichever way the answer was built", async () => {
    const [, compressed] = await documents(app);
    expect(compressed?.headers.get("content-encoding")).toBe("br");
    for (const res of await documents(app)) expect(securityHeadersOf(res)).toEqual(DOCUMENT_SET);
    for (const res of await jsonAnswers(app)) expect(securityHeadersOf(res)).toEqual(API_SET);
    for (const res of await documents(secure))
      expect(securityHeadersOf(res)).toEqual({ ...DOCUMENT_SET, ...HSTS });
    for (const res of await jsonAnswers(secure))
      expect(securityHeadersOf(res)).toEqual({ ...API_SET, ...HSTS });
  });

  // The API reference (api-docs.ts) is a page under /api: it and its scripts get the document
  // set and keep their public caching when a signed-in browser asks; the OpenAPI document next
  // to it is a JSON answer.
  it("sends the API reference at /api/docs the document set", async () => {
    const page = await app.request("/api/docs", { headers: bearer });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const scripts = [...(await page.text()).matchAll(/<script src="([^"]+)"/g)].map(
      ([, src]) => src ?? "",
    );
    expect(scripts).toEqual([
      expect.stringMatching(/^\/api\/docs\/start-[\w-]+\.js$/),
      expect.stringMatching(/^\/api\/docs\/scalar-\d+\.\d+\.\d+\.js$/),
    ]);
    const files = await Promise.all(
      scripts.map((src) => app.request(src, { headers: { ...bearer, "accept-encoding": "br" } })),
    );
    for (const res of [page, ...files]) expect(securityHeadersOf(res)).toEqual(DOCUMENT_SET);
    for (const res of files) {
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // Scalar's 4 MB bundle goes out compressed.
    expect(files[1]?.headers.get("content-encoding")).toBe("br");
    expect(securityHeadersOf(await app.request("/api/openapi.json"))).toEqual(API_SET);
  });

  it("sends the same protective headers on every kind of document", async () => {
    for (const res of await documents(app)) {
      const where = `${res.url || ""} ${res.status}`;
      expect(res.status, where).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, where).toContain("default-src 'self'");
      expect(csp, where).toContain("script-src 'self'");
      expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(csp, where).toContain("object-src 'none'");
      expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy"), where).toBe("same-origin");
      expect(res.headers.get("x-frame-options"), where).toBe("DENY");
      expect(res.headers.get("permissions-policy"), where).toContain("camera=()");
      expect(res.headers.get("x-powered-by"), where).toBeNull();
      expect(res.headers.get("strict-transport-security"), where).toBeNull();
    }
  });

  it("sends JSON answers the API set: a CSP that allows nothing, no sniffing, no framing", async () => {
    const statuses = [];
    for (const res of await jsonAnswers(app)) {
      const where = `${res.url || ""} ${res.status}`;
      statuses.push(res.status);
      expect(res.headers.get("content-type"), where).toBe("application/json");
      expect(res.headers.get("content-security-policy"), where).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), where).toBe("DENY");
      expect(res.headers.get("cross-origin-resource-policy"), where).toBe("same-origin");
      // Headers that only mean something on a page are left off.
      expect(res.headers.get("permissions-policy"), where).toBeNull();
      expect(res.headers.get("x-xss-protection"), where).toBeNull();
      expect(res.headers.get("x-powered-by"), where).toBeNull();
      expect(res.headers.get("strict-transport-security"), where).toBeNull();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 404]);
  });

  it("sends HSTS for at least a year behind HTTPS, on documents and JSON answers", async () => {
    for (const res of [...(await documents(secure)), ...(await jsonAnswers(secure))]) {
      const hsts = res.headers.get("strict-transport-security") ?? "";
      expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it("serves a staff file download with its content type as an attachment", async () => {
    const res = await app.request(`/api/files/${fileId}?download=1`, { headers: bearer });
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="pay.png"');
    expect(res.headers.get("content-length")).toBe(String(PNG.byteLength));
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    // HEAD: the same headers, no body.
    const head = await app.request(`/api/files/${fileId}?download=1`, {
      method: "HEAD",
      headers: bearer,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.byteLength));
    expect(await head.text()).toBe("");
    const visitor = await app.request(`/api/files/${fileId}`);
    expect(visitor.status).toBe(401);
  });

  it("keeps every answer that needs a session out of caches; public reads keep theirs", async () => {
    const list = JSON.stringify({ page: 1, limit: 10 });
    const batch = `/trpc/users.me,applications.list?batch=1&input=${encodeURIComponent(`{"1":${list}}`)}`;
    const get = (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers });
    const needSession: [string, () => Response | Promise<Response>, number][] = [
      ["REST staff read", () => get("/api/interpreters/requests", bearer), 200],
      ["REST profile", () => get("/api/auth/profile", bearer), 200],
      ["tRPC staff read", () => get("/trpc/users.me", bearer), 200],
      ["tRPC batch", () => get(batch, bearer), 200],
      ["file download", () => get(`/api/files/${fileId}?download=1`, bearer), 200],
      ["file shown inline", () => get(`/api/files/${fileId}`, bearer), 200],
      ["REST without a session", () => get("/api/interpreters/requests"), 401],
      [
        "tRPC without a session",
        () => get(`/trpc/applications.list?input=${encodeURIComponent(list)}`),
        401,
      ],
      ["file without a session", () => get(`/api/files/${fileId}`), 401],
      ["REST for admins only", () => get("/api/users", bearer), 403],
      ["tRPC for admins only", () => get("/trpc/users.list", bearer), 403],
      [
        "cross-site change",
        () =>
          app.request("/api/auth/logout", {
            method: "POST",
            headers: { Cookie: "kairos_session=x.y", Origin: "https://evil.example" },
          }),
        403,
      ],
      ["REST sign-in", () => app.request("/api/auth/login", jsonRequest("POST", STAFF)), 200],
      ["tRPC sign-in", () => app.request("/trpc/auth.login", jsonRequest("POST", STAFF)), 200],
      ["failed sign-in", () => app.request("/api/auth/login", jsonRequest("POST", WRONG)), 401],
    ];
    for (const [what, request, status] of needSession) {
      const res = await request();
      expect(res.status, what).toBe(status);
      expect(res.headers.get("cache-control"), what).toBe(NO_STORE);
    }
    // Signing out ends the session this test signed in with last, not the shared one.
    const login = await app.request("/api/auth/login", jsonRequest("POST", STAFF));
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const logout = await app.request(
      "/api/auth/logout",
      jsonRequest("POST", undefined, { Authorization: `Bearer ${token}` }),
    );
    expect(logout.status).toBe(200);
    expect(logout.headers.get("cache-control")).toBe(NO_STORE);

    // Public reads without a session are built as before and keep their own caching.
    const dates = await app.request("/api/assessments/available-dates/round-3");
    expect(dates.headers.get("cache-control")).toBeNull();
    await app.request("/trpc/assessments.rounds");
    const kept = await app.request("/trpc/assessments.rounds");
    expect(kept.headers.get("cache-control")).toBeNull();
    expect((await app.request("/api/health")).headers.get("cache-control")).toBe("no-store");
    expect((await app.request("/")).headers.get("cache-control")).toBe("no-cache");
    // A staff member's browser sends its cookie to the pages too: their caching stays.
    const page = await app.request("/about-us", { headers: { Cookie: "kairos_session=x.y" } });
    expect(page.headers.get("cache-control")).toBe("no-cache");
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and Secure behind HTTPS", async () => {
    const plain = (await app.request("/api/auth/login", jsonRequest("POST", STAFF))).headers;
    const cookie = plain.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^kairos_session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const https = (await secure.request("/api/auth/login", jsonRequest("POST", STAFF))).headers;
    expect(https.get("set-cookie")).toContain("Secure");
    expect(https.get("set-cookie")).toContain("HttpOnly");
  });

  it("names the cookie __Host- over HTTPS: Secure, Path=/, no Domain, read and cleared alike", async () => {
    const signIn = await secure.request("/api/auth/login", jsonRequest("POST", STAFF));
    const cookie = signIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-kairos_session=[a-z2-7]+\.[a-z2-7]+;/);
    expect(cookie.split("; ")).toEqual(expect.arrayContaining(["Path=/", "Secure", "HttpOnly"]));
    expect(cookie).not.toMatch(/Domain=/i);
    const value = cookie.slice(0, cookie.indexOf(";"));
    const profile = (target: App, sent: string) =>
      target.request("/api/auth/profile", { headers: { Cookie: sent } });
    expect((await profile(secure, value)).status).toBe(200);
    // The plain name is no session over HTTPS, nor the prefixed one over HTTP.
    const token = value.slice(value.indexOf("=") + 1);
    expect((await profile(secure, `kairos_session=${token}`)).status).toBe(401);
    expect((await profile(app, value)).status).toBe(401);
    // Signing out with the cookie clears the cookie of that name, and ends the session.
    const out = await secure.request("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: value, Origin: "http://localhost" },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-kairos_session=; Max-Age=0; Path=\/;/);
    expect((await profile(secure, value)).status).toBe(401);
  });

  it("keeps answers to an API key and to an applicant's link out of caches", async () => {
    const admin = { email: "headers-admin@example.com", password: "admin-password" };
    await createUser(database.db, { ...admin, role: "admin" });
    const made = await app.request(
      "/api/keys",
      jsonRequest(
        "POST",
        { name: "CRM", scopes: ["applications:read"] },
        await bearerOf(app, admin),
      ),
    );
    const key = {
      Authorization: `Bearer ${((await made.json()) as { data: { token: string } }).data.token}`,
    };
    const [application] = await database.db.select({ id: applications.id }).from(applications);
    const id = application?.id ?? 0;
    const link = await issueApplicantLink(testDeps(database), id);
    const token = link.slice(link.lastIndexOf("/") + 1);
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const get = (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers });
    const personal: [string, () => Response | Promise<Response>, number][] = [
      ["key: list", () => get("/api/trainings?page=1&limit=5", key), 200],
      ["key: one application", () => get(`/api/trainings/${id}`, key), 200],
      ["key: CSV export", () => get("/api/trainings/export", key), 200],
      ["key: file", () => get(`/api/files/${fileId}`, key), 200],
      ["key: file download", () => get(`/api/files/${fileId}?download=1`, key), 200],
      ["key: unknown application", () => get("/api/trainings/999999", key), 404],
      ["REST applicant page", () => get(`/api/application/${token}`), 200],
      ["REST applicant slots", () => get(`/api/application/${token}/slots`), 200],
      [
        "REST unknown link",
        () => get(`/api/application/${token.split(".")[0]}.${"a".repeat(32)}`),
        404,
      ],
      ["tRPC applicant page", () => get(`/trpc/applicant.page?input=${input({ token })}`), 200],
      [
        "tRPC batch with the page",
        () =>
          get(
            `/trpc/assessments.rounds,applicant.slots?batch=1&input=${input({ "1": { token } })}`,
          ),
        200,
      ],
    ];
    for (const [what, request, status] of personal) {
      const res = await request();
      expect(res.status, what).toBe(status);
      expect(res.headers.get("cache-control"), what).toBe(NO_STORE);
    }
    // Public reads keep their caching.
    const rounds = await get("/api/assessments/available-dates/round-3");
    expect(rounds.headers.get("cache-control")).toBeNull();
  });

  it("serves a key page noindex and no-store in every form of its path", async () => {
    const token = `${"a".repeat(32)}.${"b".repeat(32)}`;
    const forms = [
      `/application/${token}`,
      `/application/${token}/`,
      `/application/${token}//`,
      `//application/${token}`,
      `/Application/${token.toUpperCase()}/`,
      "/application/not-a-token/",
      `/admin/invitation/${token}/`,
    ];
    for (const path of forms) {
      for (const encoding of ["", "br"]) {
        const res = await app.request(path, { headers: { "accept-encoding": encoding } });
        expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        expect(res.headers.get("cache-control"), path).toBe("no-store");
        expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      }
    }
    // "Find my application" is no key page.
    for (const path of ["/application", "/application/"]) {
      const find = await app.request(path);
      expect(find.status, path).toBe(200);
      expect(find.headers.get("x-robots-tag"), path).toBeNull();
      expect(find.headers.get("cache-control"), path).toBe("no-cache");
    }
  });
});
