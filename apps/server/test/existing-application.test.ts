import { testDatabases } from "@kairos/db/testing";
import { APPLICATION_MESSAGES } from "@kairos/shared";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";
import { applicationForm, uniqueEmail, withRoomySlot } from "./submission-forms";

// The early duplicate check of the application form (issue 20, item 5): after the contact step
// the page asks once; the answer is the same for every address, and only an address that has
// applied to the round gets a mail, at most once a day, also when the final submit is refused.

const REMINDER = "You have already applied to the Kairos training";

describe.each(testDatabases())("the early duplicate check on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const outboxDir = tempDir("outbox");
  let server: App;
  beforeAll(() => {
    server = testApp(suite.database, { outboxDir, submissionLimit: 1000 });
  });
  const app = () => server;

  const check = async (email: string) => {
    const res = await app().request(
      "/trpc/applications.checkEmail",
      jsonRequest("POST", { email, trainingCourse: "round-3" }),
    );
    return { status: res.status, body: await res.json() };
  };
  const remindersTo = (email: string) =>
    outboxOf(outboxDir).filter((m) => m.includes(`To: ${email}`) && m.includes(REMINDER));
  /**
   * The mail is sent after the answer. A mail that must not come is waited for this long: on a
   * slow machine the wait can end too early and let a wrong mail pass, never fail a right run.
   */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 1_000));

  it("answers alike for a known and an unknown address; only the known one gets a mail", async () => {
    const known = uniqueEmail("known");
    const stranger = uniqueEmail("stranger");
    const applied = await app().request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email: known, assessmentSlot: String(suite.slotId) }),
    });
    expect(applied.status).toBe(201);

    const [forKnown, forStranger] = [await check(known), await check(stranger)];
    expect(forKnown).toEqual(forStranger);
    expect(forKnown.status).toBe(200);
    await expect.poll(() => remindersTo(known).length).toBe(1);
    await settled();
    const [mail, ...more] = remindersTo(known);
    expect(more).toHaveLength(0);
    expect(mail).toMatch(/Reference: APP-\d{6}/);
    expect(mail).toContain("you do not need to apply or pay again");
    expect(remindersTo(stranger)).toHaveLength(0);

    // Checked again, and refused at the end: no second mail the same day.
    await check(known);
    const again = await app().request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email: known, assessmentSlot: String(suite.slotId) }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      APPLICATION_MESSAGES.duplicate,
    );
    await settled();
    expect(remindersTo(known)).toHaveLength(1);
  });

  it("refuses a malformed address with the field's message, and mails nothing", async () => {
    const res = await app().request(
      "/trpc/applications.checkEmail",
      jsonRequest("POST", { email: "not-an-address", trainingCourse: "round-3" }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { message: string; data: { fieldErrors: Record<string, string> } };
    };
    expect(Object.keys(body.error.data.fieldErrors)).toEqual(["email"]);
    // Said as REST says it, not as zod's issues.
    expect(body.error.message).toBe(body.error.data.fieldErrors.email);
  });
});
