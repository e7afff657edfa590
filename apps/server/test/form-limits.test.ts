import { contactMessages, idempotencyKeys } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, type TestAppOptions, testApp } from "./helpers";
import {
  applicationForm,
  contactMessage,
  registrationForm,
  uniqueEmail,
  withRoomySlot,
} from "./submission-forms";

// The limits of the public forms (decisions 0005 and 0008): counted from stored
// submissions in the database, per address and per e-mail, with a ceiling for refusals; and
// refused before any body is read.

const TOO_MANY =
  "You have sent several submissions in a short time. Please wait a few minutes and try again.";

/** `app.request`'s third argument: the connection `ip` comes from (as Node's adapter has it). */
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

let nextAddress = 1;
/** An address no other test has used, so that each test starts with empty counts. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/**
 * A body that is only produced as it is read (a client uploading slowly), so a test can tell
 * how much of it the server read: `read()` is the number of bytes pulled so far.
 */
function streamedBody(totalBytes: number, multipart: boolean) {
  const boundary = "kairos-test-boundary";
  const encoder = new TextEncoder();
  const head = multipart
    ? `--${boundary}\r\nContent-Disposition: form-data; name="paymentScreenshot"; filename="pay.png"\r\nContent-Type: image/png\r\n\r\n`
    : '{"name":"';
  const tail = multipart ? `\r\n--${boundary}--\r\n` : '"}';
  const chunk = new Uint8Array(Math.min(64 * 1024, totalBytes / 8)).fill(120);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent === 0) controller.enqueue(encoder.encode(head));
        if (sent >= totalBytes) {
          controller.enqueue(encoder.encode(tail));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    },
    { highWaterMark: 0 },
  );
  return {
    /** A stream pipe (e.g. the request deadline's) may buffer one chunk ahead: no more. */
    chunkSize: chunk.byteLength,
    init: (headers: Record<string, string>) =>
      ({
        method: "POST",
        body,
        duplex: "half",
        headers: {
          "Content-Type": multipart
            ? `multipart/form-data; boundary=${boundary}`
            : "application/json",
          ...headers,
        },
      }) as RequestInit,
    read: () => sent,
  };
}

async function countContacts(
  db: ReturnType<typeof withRoomySlot>["database"]["db"],
  email: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  return row?.n ?? 0;
}

describe.each(testDatabases())("public form limits on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const appWith = (options: TestAppOptions = {}): App => testApp(suite.database, options);
  const contact = (app: App, ip: string, fields: Record<string, string> = {}) =>
    app.request("/api/contact/submit", jsonRequest("POST", contactMessage(fields)), from(ip));

  describe("finding 10: cheap refusals come before the body is read", () => {
    // A client over its limit: one stored submission of each form with a limit of one.
    const overTheLimit = async () => {
      const app = appWith({ submissionLimit: 1 });
      const ip = newAddress();
      const slot = String(suite.slotId);
      const stored = await Promise.all([
        app.request(
          "/api/trainings/apply",
          { method: "POST", body: applicationForm({ assessmentSlot: slot }) },
          from(ip),
        ),
        app.request(
          "/api/interpreters/registrations",
          { method: "POST", body: registrationForm({ email: uniqueEmail("reg") }) },
          from(ip),
        ),
        contact(app, ip, { email: uniqueEmail("contact") }),
        app.request(
          "/api/interpreters/request",
          jsonRequest("POST", {
            fullName: "Ann Lee",
            email: uniqueEmail("request"),
            countryCode: "US",
            phoneNumber: "+15551234567",
            sourceLanguage: "English",
            targetLanguage: "Arabic",
            serviceType: "phone",
          }),
          from(ip),
        ),
      ]);
      expect(stored.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      return { app, ip };
    };

    it.each([
      ["/api/trainings/apply", 8 * 1024 * 1024, true],
      ["/api/interpreters/registrations", 8 * 1024 * 1024, true],
      ["/api/contact/submit", 24 * 1024, false],
      ["/api/interpreters/request", 24 * 1024, false],
      ["/trpc/contactMessages.submit", 512 * 1024, false],
      ["/trpc/interpreterRequests.submit", 512 * 1024, false],
    ] as const)(
      "%s answers 429 with an Idempotency-Key without reading the body",
      async (path, size, multipart) => {
        const { app, ip } = await overTheLimit();
        const key = crypto.randomUUID();
        const body = streamedBody(size, multipart);
        const res = await app.request(path, body.init({ "Idempotency-Key": key }), from(ip));
        expect(res.status).toBe(429);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        const answer = (await res.json()) as Record<string, unknown>;
        expect(path.startsWith("/trpc") ? answer.error : answer).toMatchObject(
          path.startsWith("/trpc")
            ? {
                message: TOO_MANY,
                data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, failureCode: "RATE_LIMITED" },
              }
            : { success: false, code: "RATE_LIMITED", message: TOO_MANY },
        );
        expect(body.read()).toBeLessThanOrEqual(body.chunkSize);
        // Nothing was claimed for the key either.
        const claims = await suite.database.db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, key));
        expect(claims).toEqual([]);
      },
    );

    it("refuses a multipart route's wrong content type (415) before reading the body", async () => {
      const app = appWith({ submissionLimit: 100 });
      for (const path of ["/api/trainings/apply", "/api/interpreters/registrations"]) {
        const body = streamedBody(8 * 1024 * 1024, false);
        const res = await app.request(
          path,
          body.init({ "Idempotency-Key": crypto.randomUUID() }),
          from(newAddress()),
        );
        expect(res.status, path).toBe(415);
        expect(body.read(), path).toBeLessThanOrEqual(body.chunkSize);
      }
    });
  });

  describe("finding 14: stored submissions are counted, per address and per e-mail", () => {
    it("does not lock out an applicant whom the server corrected five times", async () => {
      const app = appWith();
      const ip = newAddress();
      const apply = (fields: Record<string, string>) =>
        app.request(
          "/api/trainings/apply",
          {
            method: "POST",
            body: applicationForm({ assessmentSlot: String(suite.slotId), ...fields }),
          },
          from(ip),
        );
      const corrections: Record<string, string>[] = [
        { fullName: "" },
        { phoneNumber: "123" },
        { email: "not-an-email" },
        { paymentPlan: "" },
        { hearAbout: "" },
      ];
      for (const fields of corrections) {
        expect((await apply(fields)).status).toBe(400);
      }
      expect((await apply({})).status).toBe(201);
    });

    it("lets fifteen applicants behind one shared address (a carrier's NAT) submit", async () => {
      const app = appWith();
      const ip = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        statuses.push((await contact(app, ip, { email: uniqueEmail("nat") })).status);
      }
      expect(statuses).toEqual(Array(15).fill(201));
    });

    it("limits one e-mail address across addresses: the fourth in 10 minutes is 429", async () => {
      const app = appWith();
      const email = uniqueEmail("one-person");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await contact(app, newAddress(), { email })).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(await countContacts(suite.database.db, email)).toBe(3);
      // The same e-mail differently written is the same person.
      const shouted = await contact(app, newAddress(), { email: email.toUpperCase() });
      expect(shouted.status).toBe(429);
      expect(await shouted.json()).toEqual({
        success: false,
        code: "RATE_LIMITED",
        message: TOO_MANY,
      });
    });

    it("keeps parallel submissions through two processes on one database within the limit", async () => {
      // Two server processes: each has its own memory, the count is the database's.
      const a = appWith({ formLimits: { perAddress: 3 } });
      const b = appWith({ formLimits: { perAddress: 3 } });
      const ip = newAddress();
      const prefix = `parallel-${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          contact(i % 2 ? a : b, ip, { email: `${prefix}-${i}@example.com` }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      for (const r of answers.filter((r) => r.status === 429)) {
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      const [stored] = await suite.database.db
        .select({ n: count() })
        .from(contactMessages)
        .where(like(contactMessages.email, `${prefix}-%`));
      expect(stored?.n).toBe(3);
    });

    it("counts the web app's tRPC submissions with the REST ones", async () => {
      const app = appWith({ formLimits: { perAddress: 2 } });
      const ip = newAddress();
      const viaTrpc = (email: string) =>
        app.request(
          "/trpc/contactMessages.submit",
          jsonRequest("POST", contactMessage({ email })),
          from(ip),
        );
      expect((await viaTrpc(uniqueEmail("t"))).status).toBe(200);
      expect((await contact(app, ip, { email: uniqueEmail("r") })).status).toBe(201);
      const third = await viaTrpc(uniqueEmail("t"));
      expect(third.status).toBe(429);
      expect(((await third.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY);
      expect((await contact(app, ip, { email: uniqueEmail("r") })).status).toBe(429);
    });

    it("stops an address after a generous number of refusals, valid or not", async () => {
      const app = appWith({ formLimits: { refusals: 3 } });
      const ip = newAddress();
      for (let i = 0; i < 3; i++) expect((await contact(app, ip, { email: "x" })).status).toBe(400);
      const res = await contact(app, ip, { email: uniqueEmail("after-refusals") });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await contact(app, newAddress(), { email: uniqueEmail("other") })).status).toBe(201);
    });
  });
});
