import type { Database } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { egyptToday } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { interpreterRequest } from "./submission-forms";

// When and where an interpreter is wanted (GAP-02: the spec asks none): the four optional fields of
// a request, over REST and tRPC, as staff get them back and as the staff mail says them.

/** A fixed day far enough ahead to stay in the future; a Tuesday. */
const DAY = "2036-12-02";
const WHEN = { serviceDate: DAY, startTime: "14:00", durationMinutes: 90, setting: "clinic" };

interface TrpcAnswer {
  result?: { data: { id: number } };
  error?: { message: string; data: { httpStatus: number; fieldErrors: Record<string, string> } };
}

describe.each(testDatabases())("when and where of an interpreter request on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let outboxDir: string;
  let staff: Record<string, string>;

  beforeAll(async () => {
    database = await open();
    outboxDir = tempDir("outbox");
    app = testApp(database, { outboxDir, submissionLimit: 1000 });
    staff = await staffSession(database, app, {
      email: "when-staff@example.com",
      password: "when-staff-password",
      role: "moderator",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const rest = (fields: Record<string, unknown>) =>
    app.request(
      "/api/interpreters/request",
      jsonRequest("POST", { ...interpreterRequest(), ...fields }),
    );
  const trpc = async (fields: Record<string, unknown>) => {
    const res = await app.request(
      "/trpc/interpreterRequests.submit",
      jsonRequest("POST", { ...interpreterRequest(), ...fields }),
    );
    return { status: res.status, body: (await res.json()) as TrpcAnswer };
  };
  /** The request as staff open it, over REST and over tRPC. */
  const opened = async (id: number) => {
    const restRes = await app.request(`/api/interpreters/requests/${id}`, { headers: staff });
    const qs = encodeURIComponent(JSON.stringify({ id }));
    const trpcRes = await app.request(`/trpc/interpreterRequests.get?input=${qs}`, {
      headers: staff,
    });
    return {
      rest: ((await restRes.json()) as { data: unknown }).data,
      trpc: ((await trpcRes.json()) as { result: { data: unknown } }).result.data,
    };
  };

  it("stores the four fields from REST and tRPC and returns them to staff", async () => {
    const viaRest = await rest({ ...WHEN, email: "rest-when@example.com" });
    expect(viaRest.status).toBe(201);
    const restId = ((await viaRest.json()) as { data: { id: number } }).data.id;
    const seen = await opened(restId);
    expect(seen.rest).toMatchObject(WHEN);
    expect(seen.trpc).toMatchObject(WHEN);

    // The web form sends the duration as its select's text; today in Egypt is not past.
    const today = egyptToday();
    const viaTrpc = await trpc({
      serviceDate: today,
      durationMinutes: "480",
      setting: "emergency-department",
    });
    expect(viaTrpc.status).toBe(200);
    const trpcId = viaTrpc.body.result?.data.id ?? 0;
    expect((await opened(trpcId)).rest).toMatchObject({
      serviceDate: today,
      startTime: null,
      durationMinutes: 480,
      setting: "emergency-department",
    });

    // None of them given: none stored.
    const plain = await rest({});
    const plainId = ((await plain.json()) as { data: { id: number } }).data.id;
    expect((await opened(plainId)).rest).toMatchObject({
      serviceDate: null,
      startTime: null,
      durationMinutes: null,
      setting: null,
    });
  });

  it("refuses a past date, a time without a date and a duration out of range (400)", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ serviceDate: "2020-01-01" }, { serviceDate: "The date cannot be in the past" }],
      [{ startTime: "14:00" }, { serviceDate: "Please choose the date of this start time" }],
      [
        { serviceDate: DAY, durationMinutes: 0 },
        { durationMinutes: "The duration must be a whole number of minutes from 15 to 720" },
      ],
      [
        { durationMinutes: 1000 },
        { durationMinutes: "The duration must be a whole number of minutes from 15 to 720" },
      ],
    ];
    for (const [fields, errors] of cases) {
      const viaRest = await rest(fields);
      expect(viaRest.status, JSON.stringify(fields)).toBe(400);
      expect(await viaRest.json()).toMatchObject({ success: false, errors });
      const viaTrpc = await trpc(fields);
      expect(viaTrpc.status, JSON.stringify(fields)).toBe(400);
      expect(viaTrpc.body.error?.data.fieldErrors).toEqual(errors);
    }
    // A duration without a date is taken.
    expect((await rest({ durationMinutes: 60 })).status).toBe(201);
  });

  it("tells the staff when and where in the new-request mail", async () => {
    const email = "mail-when@example.com";
    const res = await rest({ ...WHEN, setting: "mental-health", email });
    expect(res.status).toBe(201);
    const { reference } = ((await res.json()) as { data: { reference: string } }).data;
    const staffMail = outboxOf(outboxDir).find(
      (m) => /^To: staff@kairos\.example$/m.test(m) && m.includes(`Reference: ${reference}`),
    );
    expect(staffMail).toContain("When: Tuesday, 2 December 2036, 14:00, 1 h 30 min");
    expect(staffMail).toContain("Setting: Mental health");
  });
});
