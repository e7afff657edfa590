import { type Database, seed } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formOf, outboxOf, PDF, REGISTRATION_FIELDS } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";
import { openRegistration } from "./submission-forms";

// The acknowledgement of a public form goes to an address no one has verified: anyone may type
// someone else's. It quotes nothing the sender typed (name, subject, message, organisation,
// languages, address), so the forms cannot send a stranger words of the sender's choosing
// under Kairos's name; the staff's notice still has all of it.

/** Text a spammer would like delivered to a victim's inbox. */
const BAIT = "Claim your prize at http://phish.example now";

describe.each(testDatabases())("public forms' acknowledgements on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await seed(database.db, { demoSlots: false });
    await openRegistration(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The acknowledgement and the staff's notice of one submission to `path`. */
  const submit = async (path: string, init: RequestInit, victim: string) => {
    const outboxDir = tempDir("outbox");
    const app = testApp(database, { outboxDir, submissionLimit: 1000 });
    const res = await app.request(path, init);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { reference: string } };
    const mails = outboxOf(outboxDir);
    const ack = mails.find((m) => new RegExp(`^To: ${victim}$`, "m").test(m)) ?? "";
    const staff = mails.find((m) => /^To: staff@kairos\.example$/m.test(m)) ?? "";
    expect(ack).not.toBe("");
    expect(staff).not.toBe("");
    return { ack, staff, reference: data.reference };
  };

  it("the contact form's says what was received and promises a reply within 24 hours, and nothing else", async () => {
    const { ack, staff, reference } = await submit(
      "/api/contact/submit",
      jsonRequest("POST", {
        name: "Prize Desk",
        email: "victim1@example.com",
        subject: "You won a prize",
        message: BAIT,
      }),
      "victim1@example.com",
    );
    expect(ack).toContain("Subject: We received your message");
    expect(ack).toContain("Thank you for contacting Kairos. We will reply within 24 hours.");
    expect(ack).toContain(`Your reference: ${reference}. Please quote it when you write to us.`);
    expect(staff).toContain("http://localhost:3000/admin/messages");
    for (const typed of ["Prize Desk", "You won a prize", "phish.example"]) {
      expect(ack).not.toContain(typed);
      // Nor the staff's alert, which names the reference and links to the console (0035).
      expect(staff).not.toContain(typed);
    }
  });

  it("the interpreter request's quotes none of the request", async () => {
    const { ack, staff, reference } = await submit(
      "/api/interpreters/request",
      jsonRequest("POST", {
        fullName: "Prize Desk",
        email: "victim2@example.com",
        countryCode: "US",
        phoneNumber: "+15551234567",
        organization: "You won a prize",
        sourceLanguage: "English",
        targetLanguage: "Arabic",
        serviceType: "phone",
        additionalInfo: BAIT,
      }),
      "victim2@example.com",
    );
    expect(ack).toContain("Subject: We received your interpreter request");
    expect(ack).toContain(`Your reference: ${reference}.`);
    expect(staff).toContain("http://localhost:3000/admin/requests");
    for (const typed of ["Prize Desk", "You won a prize", "phish.example", "+15551234567"]) {
      expect(ack).not.toContain(typed);
      // Nor the staff's alert, which names the reference and links to the console (0035).
      expect(staff).not.toContain(typed);
    }
  });

  it("the interpreter registration's quotes none of the registration", async () => {
    const { ack, staff, reference } = await submit(
      "/api/interpreters/registrations",
      {
        method: "POST",
        body: formOf(
          {
            ...REGISTRATION_FIELDS,
            fullName: "Prize Desk",
            email: "victim3@example.com",
            cityZipCode: "Claim at phish.example",
          },
          { resumeFile: new File([PDF], "cv.pdf", { type: "application/pdf" }) },
        ),
      },
      "victim3@example.com",
    );
    expect(ack).toContain("Subject: We received your interpreter registration");
    expect(ack).toContain(`Your reference: ${reference}.`);
    expect(staff).toContain("http://localhost:3000/admin/interpreters");
    for (const typed of ["Prize Desk", "phish.example", REGISTRATION_FIELDS.phoneNumber ?? ""]) {
      expect(ack).not.toContain(typed);
      // Nor the staff's alert, which names the reference and links to the console (0035).
      expect(staff).not.toContain(typed);
    }
  });
});
