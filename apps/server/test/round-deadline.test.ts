import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { egyptToday, PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@kairos/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import { applicationForm, openRegistration } from "./submission-forms";

const ADMIN = { email: "deadline-admin@example.com", password: "correct-horse-1" };

/** The day `days` after Egypt's today (YYYY-MM-DD). */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${egyptToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface PublicRound {
  id: string;
  publicStatus: string;
  applicationDeadline: string | null;
  takesApplications: boolean;
}

describe.each(testDatabases())("a round's application deadline on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    // Live, with a spare round that keeps registration open while round-3 closes (GAP-27):
    // the refusals below are round-3's own.
    await openRegistration(database);
    app = testApp(database, { submissionLimit: 10_000 });
    admin = await staffSession(database, app, { ...ADMIN, role: "admin" });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Round 3, open and running from ten days ahead, with `applicationDeadline`. */
  const round3 = (applicationDeadline?: string | null) => ({
    name: "Round 3",
    startDate: dayFromToday(10),
    endDate: dayFromToday(60),
    schedule: "Saturdays 4:00-6:30 PM EST",
    status: "open",
    applicationDeadline,
  });
  const saveRound3 = (body: object) =>
    app.request("/api/rounds/round-3", jsonRequest("PATCH", body, admin));
  const publicRound3 = async () => {
    const res = await app.request("/trpc/assessments.rounds");
    const { data } = ((await res.json()) as { result: { data: PublicRound[] } }).result;
    return data.find((r) => r.id === "round-3");
  };
  const announced = async () => {
    const html = await (await app.request("/")).text();
    const json = html.split(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">`)[1];
    return (JSON.parse(json?.split("</script>")[0] ?? "null") as PublicConfig).nextCohort;
  };
  const apply = () =>
    app.request("/api/trainings/apply", { method: "POST", body: applicationForm() });

  it("takes applications through the deadline day (Egypt time)", async () => {
    const saved = await saveRound3(round3(egyptToday()));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Round saved",
      data: { round: { id: "round-3", applicationDeadline: egyptToday() } },
    });
    expect(await publicRound3()).toMatchObject({ takesApplications: true });
    expect((await announced())?.roundId).toBe("round-3");
    expect((await apply()).status).toBe(201);
  });

  it("stops offering the round and refuses its applications once the day has passed", async () => {
    expect((await saveRound3(round3(dayFromToday(-1)))).status).toBe(200);
    expect(await publicRound3()).toMatchObject({
      applicationDeadline: dayFromToday(-1),
      takesApplications: false,
    });
    // Round 3 is no longer announced: the next round ahead is.
    expect((await announced())?.roundId).toBe("round-spare");
    const refused = await apply();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "Registration for this training course is closed",
      errors: { trainingCourse: "Registration for this training course is closed" },
    });
  });

  it("shows a round whose start or end date has passed as closed, whatever its status (GAP-26)", async () => {
    const started = { ...round3(), startDate: dayFromToday(-1) };
    expect((await saveRound3(started)).status).toBe(200);
    expect(await publicRound3()).toMatchObject({
      publicStatus: "in-progress",
      takesApplications: false,
    });
    // Round 3 is no longer announced: the next round ahead is.
    expect((await announced())?.roundId).toBe("round-spare");
    const refused = await apply();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: "Registration for this training course is closed",
    });
    // Starting today, it still takes applications (Egypt time).
    expect((await saveRound3({ ...round3(), startDate: egyptToday() })).status).toBe(200);
    expect(await publicRound3()).toMatchObject({ publicStatus: "open", takesApplications: true });
    // Over: Completed.
    const ended = { ...round3(), startDate: dayFromToday(-60), endDate: dayFromToday(-1) };
    expect((await saveRound3(ended)).status).toBe(200);
    expect(await publicRound3()).toMatchObject({ publicStatus: "past", takesApplications: false });
  });

  it("refuses a deadline after the end date and clears one left out", async () => {
    const late = await saveRound3(round3(dayFromToday(61)));
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      errors: { applicationDeadline: "Application deadline cannot be after the end date" },
    });
    // tRPC takes the same schema; a round saved without a deadline takes applications again.
    const cleared = await app.request(
      "/trpc/rounds.update",
      jsonRequest("POST", { id: "round-3", changes: round3() }, admin),
    );
    expect(cleared.status).toBe(200);
    expect(await publicRound3()).toMatchObject({
      applicationDeadline: null,
      takesApplications: true,
    });
  });
});
