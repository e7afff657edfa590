import type { Storage } from "@kairos/api";
import {
  applications,
  contactMessages,
  type Database,
  idempotencyKeys,
  interpreterRegistrations,
  interpreterRequests,
  seed,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp, testStorage } from "./helpers";
import {
  addSlots,
  applicationForm,
  contactMessage,
  interpreterRequest,
  openRegistration,
  registrationForm,
  storedKeys,
  uniqueEmail,
} from "./submission-forms";

interface Envelope {
  success: boolean;
  message?: string;
  data?: unknown;
}

/**
 * One public submission route: how to send a body (distinguished by `email`, so a different
 * e-mail is a different request) and how many rows with that e-mail are stored.
 */
interface Route {
  path: string;
  init(email: string, key?: string): RequestInit;
  rows(database: Database, email: string): Promise<number>;
  /** Whether the route writes uploads. */
  files: boolean;
}

const withKey = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { "Idempotency-Key": key };

const multipart = (form: FormData, key?: string): RequestInit => ({
  method: "POST",
  body: form,
  headers: withKey(key),
});

const rowsOf =
  (table: typeof applications | typeof interpreterRequests | typeof contactMessages) =>
  async (database: Database, email: string) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(table)
      .where(eq(table.email, email));
    return row?.n ?? 0;
  };

const routes: Record<string, Route> = {
  "training application": {
    path: "/api/trainings/apply",
    init: (email, key) => multipart(applicationForm({ email }), key),
    rows: rowsOf(applications),
    files: true,
  },
  "interpreter registration": {
    path: "/api/interpreters/registrations",
    init: (email, key) => multipart(registrationForm({ email }), key),
    async rows(database, email) {
      const [row] = await database.db
        .select({ n: count() })
        .from(interpreterRegistrations)
        .where(eq(interpreterRegistrations.email, email));
      return row?.n ?? 0;
    },
    files: true,
  },
  "interpreter request": {
    path: "/api/interpreters/request",
    init: (email, key) => jsonRequest("POST", interpreterRequest({ email }), withKey(key)),
    rows: rowsOf(interpreterRequests),
    files: false,
  },
  "contact message": {
    path: "/api/contact/submit",
    init: (email, key) => jsonRequest("POST", contactMessage({ email }), withKey(key)),
    rows: rowsOf(contactMessages),
    files: false,
  },
};

describe.each(testDatabases())("Idempotency-Key on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let storage: Storage;
  const fileCount = async () => (await storedKeys(storage)).length;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database, { spareSlot: false });
    // Capacity well above what the tests use: the slot must never be the reason for a 409.
    await addSlots(database, "round-3", [3], 1000);
    storage = testStorage();
    app = testApp(database, { storage, submissionLimit: 10_000 });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The slot id of round-3, which the application form must name. */
  const withSlot = async (route: Route): Promise<Route> => {
    if (route.path !== "/api/trainings/apply") return route;
    const dates = (await (
      await app.request("/api/assessments/available-dates/round-3")
    ).json()) as {
      data: { available_dates: string[] };
    };
    const day = dates.data.available_dates[0];
    const slots = (await (
      await app.request(`/api/assessments/available-slots/round-3/${day}`)
    ).json()) as { data: { available_time_slots: { id: number }[] } };
    const slotId = String(slots.data.available_time_slots[0]?.id);
    return {
      ...route,
      init: (email, key) => multipart(applicationForm({ email, assessmentSlot: slotId }), key),
    };
  };

  describe.each(Object.entries(routes))("%s", (_name, plain) => {
    it("replays the first answer to a retry with the same key and stores nothing twice", async () => {
      const route = await withSlot(plain);
      const email = uniqueEmail("replay");
      const key = crypto.randomUUID();
      const filesBefore = await fileCount();

      const first = await app.request(route.path, route.init(email, key));
      const firstBody = (await first.json()) as Envelope;
      expect(first.status).toBe(201);
      expect(first.headers.get("Idempotent-Replayed")).toBeNull();

      const retry = await app.request(route.path, route.init(email, key));
      expect(retry.status).toBe(201);
      expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await retry.json()).toEqual(firstBody);

      expect(await route.rows(database, email)).toBe(1);
      expect((await fileCount()) - filesBefore).toBe(route.files ? 1 : 0);
    });

    it("refuses the same key with a different body (422) and stores nothing for it", async () => {
      const route = await withSlot(plain);
      const key = crypto.randomUUID();
      const email = uniqueEmail("first");
      expect((await app.request(route.path, route.init(email, key))).status).toBe(201);
      const other = uniqueEmail("other");
      const res = await app.request(route.path, route.init(other, key));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        success: false,
        code: "IDEMPOTENCY_KEY_REUSED",
        message: "This Idempotency-Key was used with a different request",
      });
      expect(await route.rows(database, other)).toBe(0);
    });

    it("processes exactly one of several concurrent requests with one key", async () => {
      const route = await withSlot(plain);
      const key = crypto.randomUUID();
      const email = uniqueEmail("race");
      const filesBefore = await fileCount();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => app.request(route.path, route.init(email, key))),
      );
      const fresh = answers.filter(
        (r) => r.status === 201 && r.headers.get("Idempotent-Replayed") === null,
      );
      expect(fresh).toHaveLength(1);
      for (const r of answers) {
        if (r.status === 409) {
          expect(await r.json()).toEqual({
            success: false,
            code: "REQUEST_IN_PROGRESS",
            message: "A request with this Idempotency-Key is already being processed",
          });
        } else {
          expect(r.status).toBe(201);
        }
      }
      expect(await route.rows(database, email)).toBe(1);
      expect((await fileCount()) - filesBefore).toBe(route.files ? 1 : 0);
    });
  });

  it("replays the web app's tRPC submissions of the two public forms", async () => {
    const cases = [
      {
        path: "/trpc/contactMessages.submit",
        body: contactMessage,
        rows: routes["contact message"],
      },
      {
        path: "/trpc/interpreterRequests.submit",
        body: interpreterRequest,
        rows: routes["interpreter request"],
      },
    ];
    for (const { path, body, rows } of cases) {
      const email = uniqueEmail();
      const key = crypto.randomUUID();
      const send = () => app.request(path, jsonRequest("POST", body({ email }), withKey(key)));
      const first = await send();
      expect(first.status, path).toBe(200);
      const retry = await send();
      expect(retry.status, path).toBe(200);
      expect(retry.headers.get("idempotent-replayed"), path).toBe("true");
      expect(await retry.json(), path).toEqual(await first.json());
      expect(await rows?.rows(database, email), path).toBe(1);
    }
  });

  it("refuses a key that is empty, too long or not visible ASCII (400)", async () => {
    const route = routes["contact message"] as Route;
    for (const key of [" ", "a".repeat(256), "key with spaces", "clé"]) {
      const email = uniqueEmail("bad-key");
      const res = await app.request(route.path, route.init(email, key));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        code: "VALIDATION_FAILED",
        message: "The Idempotency-Key header must be 1 to 255 visible ASCII characters",
      });
      expect(await route.rows(database, email)).toBe(0);
    }
    const longest = "k".repeat(255);
    expect((await app.request(route.path, route.init(uniqueEmail(), longest))).status).toBe(201);
  });

  it("scopes keys by route and replays a definitive 4xx", async () => {
    const key = crypto.randomUUID();
    const email = uniqueEmail("scope");
    const contact = routes["contact message"] as Route;
    const request = routes["interpreter request"] as Route;
    expect((await app.request(contact.path, contact.init(email, key))).status).toBe(201);
    expect((await app.request(request.path, request.init(email, key))).status).toBe(201);

    const invalid = () =>
      jsonRequest("POST", contactMessage({ email: "not-an-email" }), withKey(`${key}-bad`));
    const first = await app.request(contact.path, invalid());
    expect(first.status).toBe(400);
    const again = await app.request(contact.path, invalid());
    expect(again.status).toBe(400);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
  });

  it("forgets keys after 24 hours", async () => {
    const { deleteExpiredIdempotencyKeys } = await import("@kairos/api");
    const key = crypto.randomUUID();
    const route = routes["contact message"] as Route;
    const email = uniqueEmail("expiry");
    expect((await app.request(route.path, route.init(email, key))).status).toBe(201);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000 + 1000);
    expect(await deleteExpiredIdempotencyKeys(database.db, tomorrow)).toBeGreaterThan(0);
    const rows = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
  });
});
