import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { APPLICANT_LIMIT_DEFAULTS, issueApplicantLink, PROOF_FILES_KEPT } from "@kairos/api";
import { applicationHistory, applications, assessmentBookings, rounds } from "@kairos/db";
import { applicationRow, testDatabases } from "@kairos/db/testing";
import { APPLICANT_MESSAGES } from "@kairos/shared";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf, screenshotFile, storedKeys } from "./forms";
import {
  jsonRequest,
  type TestAppOptions,
  tempDir,
  testApp,
  testDeps,
  testStorage,
} from "./helpers";
import { staffSession } from "./staff-session";
import { addSlots, applicationForm, withSeededDatabase } from "./submission-forms";

// The applicant page's limits (decision 0015): new proofs of payment per application in a
// day, the files kept and the staff mail per burst; booking changes per application and per
// address over REST and tRPC; and a round marked past ends its links (decision 0010). The
// parallel requests go through a real HTTP server, as a flood would.

const PROOFS = APPLICANT_LIMIT_DEFAULTS.proofsPerDay;
const HOURLY = APPLICANT_LIMIT_DEFAULTS.changesPerHour;
const PARALLEL = 20;
const ADMIN = {
  email: "limits-admin@example.com",
  password: "admin-password",
  role: "admin" as const,
};

/** The answer of a REST call: status, Retry-After and the envelope. */
interface Answer {
  status: number;
  retryAfter: string | null;
  body: { success: boolean; message?: string };
}

describe.each(testDatabases())("the applicant page's limits on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const servers: ReturnType<typeof serve>[] = [];
  let roomy: number[] = [];
  beforeAll(async () => {
    roomy = (await addSlots(suite.database, "round-3", [5, 6], 1000)).map((s) => s.id);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  /** The app on a real HTTP server on 127.0.0.1: its base URL. */
  async function listening(app: App): Promise<string> {
    return new Promise((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve(`http://127.0.0.1:${(info as AddressInfo).port}`),
      );
      servers.push(server);
    });
  }

  const post = async (url: string, init: RequestInit): Promise<Answer> => {
    const res = await fetch(url, { method: "POST", ...init });
    return {
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      body: (await res.json()) as Answer["body"],
    };
  };

  /** Applies through the form, booked in `slotId`: the id and a personal token. */
  async function applicant(app: App, options: TestAppOptions, slotId = roomy[0]) {
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ assessmentSlot: String(slotId) }),
    });
    expect(applied.status).toBe(201);
    const { id } = ((await applied.json()) as { data: { application: { id: number } } }).data
      .application;
    const url = await issueApplicantLink(testDeps(suite.database, options), id);
    return { id, token: url.split("/application/")[1] ?? "" };
  }

  const screenshotForm = (i: number) => {
    const form = new FormData();
    form.set("paymentScreenshot", screenshotFile(undefined, `proof-${i}.png`));
    return form;
  };

  it(`stores ${PROOFS} of ${PARALLEL} parallel new proofs, answers the rest 429, keeps ${PROOF_FILES_KEPT} files and mails staff once`, async () => {
    const storage = testStorage();
    const outboxDir = tempDir("outbox");
    const options = { storage, outboxDir, submissionLimit: 1000 };
    const app = testApp(suite.database, options);
    const staff = await staffSession(suite.database, app, ADMIN);
    const { id, token } = await applicant(app, options, roomy[0]);
    await suite.database.db
      .update(applications)
      .set({ status: "payment-pending" })
      .where(eq(applications.id, id));
    const base = await listening(app);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post(`${base}/api/application/${token}/payment-screenshot`, {
          headers: { Origin: base },
          body: screenshotForm(i),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PROOFS);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(PARALLEL - PROOFS);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 429,
        body: { success: false, message: APPLICANT_MESSAGES.tooManyProofs(PROOFS) },
      });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }

    // Stored: the current proof and the two it replaced last, nothing else of the 21 uploads.
    const keys = (await storedKeys(storage)).filter((k) => k.startsWith("payment-screenshots/"));
    expect(keys).toHaveLength(PROOF_FILES_KEPT);
    const view = (await (await app.request(`/api/trainings/${id}`, { headers: staff })).json()) as {
      data: {
        application: { paymentScreenshot: string };
        history: { event: string; file: string | null; detail: string | null }[];
      };
    };
    const replacements = view.data.history.filter((h) => h.event === "proof-replaced");
    expect(replacements).toHaveLength(PROOFS);
    const kept = replacements.filter((h) => h.file !== null);
    expect(kept).toHaveLength(PROOF_FILES_KEPT - 1);
    for (const path of [view.data.application.paymentScreenshot, ...kept.map((h) => h.file)]) {
      const file = await app.request(`/api${path}`, { headers: staff });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
    }
    expect(
      replacements.filter((h) => h.file === null).map((h) => h.detail?.includes("was deleted")),
    ).toEqual([true, true, true]);

    // One staff mail for the burst.
    const staffMails = outboxOf(outboxDir).filter((m) => m.includes("New proof of payment for"));
    expect(staffMails).toHaveLength(1);

    // A day later the count starts again: one more is taken, still without a second mail
    // within the burst's 15 minutes, and the oldest kept file goes.
    await suite.database.db
      .update(applicationHistory)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(applicationHistory.applicationId, id));
    const nextDay = await post(`${base}/api/application/${token}/payment-screenshot`, {
      headers: { Origin: base },
      body: screenshotForm(99),
    });
    expect(nextDay.status).toBe(200);
    const after = (await storedKeys(storage)).filter((k) => k.startsWith("payment-screenshots/"));
    expect(after).toHaveLength(PROOF_FILES_KEPT);
    expect(after.filter((k) => keys.includes(k))).toHaveLength(PROOF_FILES_KEPT - 1);
    expect(outboxOf(outboxDir).filter((m) => m.includes("New proof of payment for"))).toHaveLength(
      1,
    );
  });

  it(`lets ${HOURLY} of ${PARALLEL} parallel reschedules from one link through, the rest 429`, async () => {
    const options = { outboxDir: tempDir("outbox"), submissionLimit: 1000 };
    const app = testApp(suite.database, options);
    const [first, second] = roomy as [number, number];
    const { id, token } = await applicant(app, options, first);
    const base = await listening(app);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post(`${base}/api/application/${token}/reschedule`, {
          ...jsonRequest("POST", { slotId: i % 2 ? first : second }, { Origin: base }),
        }),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(PARALLEL - HOURLY);
    for (const answer of limited) {
      expect(answer.body.message).toBe(APPLICANT_MESSAGES.tooManyChanges);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // Only the counted attempts changed anything: one history row per move that succeeded.
    const moves = await suite.database.db
      .select()
      .from(applicationHistory)
      .where(
        and(
          eq(applicationHistory.applicationId, id),
          eq(applicationHistory.event, "booking-moved"),
        ),
      );
    expect(moves.length).toBe(answers.filter((a) => a.status === 200).length);
    expect(moves.length).toBeLessThanOrEqual(HOURLY);
    const active = await suite.database.db
      .select()
      .from(assessmentBookings)
      .where(and(eq(assessmentBookings.applicationId, id), isNull(assessmentBookings.cancelledAt)));
    expect(active).toHaveLength(1);

    // Cancelling is a change too: refused now, and the booking stays.
    const cancel = await post(`${base}/api/application/${token}/cancel`, {
      headers: { Origin: base },
    });
    expect(cancel).toMatchObject({
      status: 429,
      body: { message: APPLICANT_MESSAGES.tooManyChanges },
    });
  });

  it("counts each call of a tRPC batch, and the day's limit as well as the hour's", async () => {
    const options = {
      outboxDir: tempDir("outbox"),
      submissionLimit: 1000,
      applicantLimits: { applicantChangesPerHour: 100, applicantChangesPerDay: 3 },
    };
    const app = testApp(suite.database, options);
    const [first, second] = roomy as [number, number];
    const { id, token } = await applicant(app, options, first);
    const base = await listening(app);
    const calls = 10;
    const input = Object.fromEntries(
      Array.from({ length: calls }, (_, i) => [
        String(i),
        { token, slotId: i % 2 ? first : second },
      ]),
    );
    const res = await fetch(
      `${base}/trpc/${Array(calls).fill("applicant.reschedule").join(",")}?batch=1`,
      jsonRequest("POST", input, { Origin: base }),
    );
    const results = (await res.json()) as {
      error?: { message: string; data: { code: string; httpStatus: number } };
    }[];
    const limited = results.filter((r) => r.error?.data.code === "TOO_MANY_REQUESTS");
    expect(limited).toHaveLength(calls - 3);
    for (const r of limited) expect(r.error?.message).toBe(APPLICANT_MESSAGES.tooManyChanges);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const moves = await suite.database.db
      .select()
      .from(applicationHistory)
      .where(
        and(
          eq(applicationHistory.applicationId, id),
          eq(applicationHistory.event, "booking-moved"),
        ),
      );
    expect(moves.length).toBeLessThanOrEqual(3);
  });

  it("limits the booking changes from one address across applications", async () => {
    const options = {
      outboxDir: tempDir("outbox"),
      submissionLimit: 1000,
      applicantLimits: { applicantChangesPerAddress: 3 },
    };
    const app = testApp(suite.database, options);
    const [first, second] = roomy as [number, number];
    const a = await applicant(app, options, first);
    const b = await applicant(app, options, first);
    const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
    const move = async (token: string, slotId: number, ip: string) => {
      const res = await app.request(
        `/api/application/${token}/reschedule`,
        jsonRequest("POST", { slotId }),
        from(ip),
      );
      return { status: res.status, body: (await res.json()) as { message: string } };
    };
    expect((await move(a.token, second, "198.51.100.7")).status).toBe(200);
    expect((await move(b.token, second, "198.51.100.7")).status).toBe(200);
    expect((await move(a.token, first, "198.51.100.7")).status).toBe(200);
    expect(await move(b.token, first, "198.51.100.7")).toEqual({
      status: 429,
      body: expect.objectContaining({ message: APPLICANT_MESSAGES.tooManyChangesFromAddress }),
    });
    // Another address is not held back by this one.
    expect((await move(b.token, first, "198.51.100.8")).status).toBe(200);
  });

  it("ends a round's links once staff mark it past, not when only its end date has passed", async () => {
    const options = { outboxDir: tempDir("outbox") };
    const app = testApp(suite.database, options);
    const staff = await staffSession(suite.database, app, {
      ...ADMIN,
      email: "rounds-admin@example.com",
    });
    const [row] = await suite.database.db
      .insert(applications)
      .values(
        applicationRow({
          fullName: "Past Round",
          email: "past-round@example.com",
          roundId: "round-2",
        }),
      )
      .returning({ id: applications.id });
    const url = await issueApplicantLink(testDeps(suite.database, options), row?.id ?? 0);
    const token = url.split("/application/")[1] ?? "";
    const [round] = await suite.database.db.select().from(rounds).where(eq(rounds.id, "round-2"));
    const trpcPage = async () =>
      (
        await app.request(
          `/trpc/applicant.page?input=${encodeURIComponent(JSON.stringify({ token }))}`,
        )
      ).status;

    // The seeded round-2 ended long ago; the link still opens (at least 30 days from the mail).
    expect(round?.endDate && round.endDate < new Date().toISOString().slice(0, 10)).toBe(true);
    expect((await app.request(`/api/application/${token}`)).status).toBe(200);
    expect(await trpcPage()).toBe(200);

    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = round as typeof rounds.$inferSelect;
    const saved = await app.request(
      "/api/rounds/round-2",
      jsonRequest("PATCH", { ...fields, status: "past" }, staff),
    );
    expect(saved.status).toBe(200);
    const page = await app.request(`/api/application/${token}`);
    expect(page.status).toBe(403);
    expect(await page.json()).toMatchObject({ message: APPLICANT_MESSAGES.linkExpired });
    expect(await trpcPage()).toBe(403);
  });
});
