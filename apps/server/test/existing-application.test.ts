import { testDatabases } from "@kairos/db/testing";
import { APPLICATION_MESSAGES } from "@kairos/shared";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { tempDir, testApp } from "./helpers";
import { applicationForm, uniqueEmail, withRoomySlot } from "./submission-forms";

// A second application with the same e-mail and course (GAP-08, decision 0009): the submission is
// refused with 409, and the address that has applied gets a mail with its application's
// reference and link, at most once a day. (The form learns it earlier, from the e-mail code:
// email-codes.test.ts.)

const REMINDER = "You have already applied to the Kairos training";

describe.each(testDatabases())("a second application on $name", ({ open }) => {
  const suite = withRoomySlot(open);
  const outboxDir = tempDir("outbox");
  let server: App;
  beforeAll(() => {
    server = testApp(suite.database, { outboxDir, submissionLimit: 1000 });
  });
  const app = () => server;

  const remindersTo = (email: string) =>
    outboxOf(outboxDir).filter((m) => m.includes(`To: ${email}`) && m.includes(REMINDER));
  /**
   * The mail is sent after the answer. A mail that must not come is waited for this long: on a
   * slow machine the wait can end too early and let a wrong mail pass, never fail a right run.
   */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 1_000));

  it("is refused with 409, and the address gets one reminder a day", async () => {
    const known = uniqueEmail("known");
    const apply = () =>
      app().request("/api/trainings/apply", {
        method: "POST",
        body: applicationForm({ email: known, assessmentSlot: String(suite.slotId) }),
      });
    expect((await apply()).status).toBe(201);

    const again = await apply();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      APPLICATION_MESSAGES.duplicate,
    );
    await expect.poll(() => remindersTo(known).length).toBe(1);
    const [mail] = remindersTo(known);
    expect(mail).toMatch(/Reference: APP-\d{6}/);
    expect(mail).toContain("you do not need to apply or pay again");

    // Refused again the same day: no second mail.
    expect((await apply()).status).toBe(409);
    await settled();
    expect(remindersTo(known)).toHaveLength(1);
  });
});
