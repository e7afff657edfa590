import { testDatabases } from "@kairos/db/testing";
import { egyptTimeLabel, formatAmount } from "@kairos/shared";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { tempDir, testApp } from "./helpers";
import { addSlots, applicationForm, uniqueEmail, withSeededDatabase } from "./submission-forms";

// Staff are told of each new application (as of requests, messages, registrations and new
// proofs): at the staff address, with what they check first and where to open it.

describe.each(testDatabases())("the staff's alert of a new application on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const outboxDir = tempDir("outbox");
  let app: App;
  let slot: { id: number; startsAt: Date };
  beforeAll(async () => {
    app = testApp(suite.database, { outboxDir, submissionLimit: 1000 });
    const [added] = await addSlots(suite.database, "round-3", [5], 1);
    if (!added) throw new Error("no slot added");
    slot = added;
  });

  it("mails the staff address the reference, round, plan, assessment and a link, not the applicant", async () => {
    const email = uniqueEmail("alert");
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, fullName: "Mona Alert", assessmentSlot: String(slot.id) }),
    });
    expect(applied.status).toBe(201);
    const { reference, application } = ((await applied.json()) as { data: unknown }).data as {
      reference: string;
      application: { id: number; amountDue: number; currency: "EGP" | "USD" };
    };
    const toStaff = () =>
      outboxOf(outboxDir).filter(
        (m) => m.includes("To: staff@kairos.example") && m.includes(`New application ${reference}`),
      );
    await expect.poll(() => toStaff().length).toBe(1);
    const mail = toStaff()[0] ?? "";
    expect(mail).toMatch(new RegExp(`^Subject: New application ${reference}$`, "m"));
    // Neither the applicant's name nor their address, not even as Reply-To (decision 0035).
    expect(mail).not.toContain("Mona Alert");
    expect(mail).not.toContain(email);
    expect(mail).not.toMatch(/^Reply-To:/m);
    expect(mail).toContain(`A new application (${reference}) to Round 3`);
    expect(mail).toContain(`Assessment booked for ${egyptTimeLabel(slot.startsAt)}.`);
    // What is owed, in the applicant's currency, as stored with the application.
    expect(mail).toContain(
      `Payment plan: Full Payment: ${formatAmount(application.amountDue, application.currency)} with the application.`,
    );
    expect(mail).toContain(`http://localhost:3000/admin/applications/${application.id}`);
  });
});
