import type { AddressInfo } from "node:net";
import { createLogger, createMailer, type Mailer, type MailMessage } from "@kairos/api";
import { applications } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { PDF, PNG, screenshotFile } from "./forms";
import { jsonRequest, TEST_MAIL_FROM, tempDir, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import {
  applicationForm,
  contactMessage,
  interpreterRequest,
  registrationForm,
  withRoomySlot,
} from "./submission-forms";

// Data minimisation (decision 0035): the main flows, driven with personal values no one could
// mistake, leave none of them in the logs (ids only) and none in the staff's alert mails,
// which carry a link to the console and no document.

const PERSON = {
  fullName: "Zenobia Quarrington",
  email: "zenobia.quarrington@example.org",
  phoneNumber: "+12025550177",
  city: "Quarrytown",
  organization: "Quarrington Clinic",
  street: "17 Marigold Lane",
  subject: "Marigold question",
  message: "Please call me back about the Marigold cohort, I am at home after six.",
  additionalInfo: "Patient speaks the Quarry dialect only",
  proofName: "zenobia-transfer.png",
  cvName: "zenobia-cv.pdf",
  address: "198.51.100.77",
};
const VALUES = Object.values(PERSON);
/** The request came from the visitor's own address (the socket's peer, TRUST_PROXY=0). */
const FROM_VISITOR = { incoming: { socket: { remoteAddress: PERSON.address } } };

/** The flows: an application with its proof, a request, a registration, a message. */
async function driveTheForms(app: App, slotId: number, email = PERSON.email) {
  const application = applicationForm({
    fullName: PERSON.fullName,
    email,
    countryCode: "US",
    phoneNumber: PERSON.phoneNumber,
    selectedCountry: "United States",
    selectedCity: PERSON.city,
    assessmentSlot: String(slotId),
  });
  application.set("paymentScreenshot", screenshotFile(PNG, PERSON.proofName));
  const answers = [
    await app.request("/api/trainings/apply", { method: "POST", body: application }, FROM_VISITOR),
    await app.request(
      "/api/interpreters/request",
      jsonRequest(
        "POST",
        interpreterRequest({
          fullName: PERSON.fullName,
          email,
          phoneNumber: PERSON.phoneNumber,
          organization: PERSON.organization,
          street: PERSON.street,
          city: PERSON.city,
          additionalInfo: PERSON.additionalInfo,
        }),
      ),
      FROM_VISITOR,
    ),
    await app.request(
      "/api/contact/submit",
      jsonRequest(
        "POST",
        contactMessage({
          name: PERSON.fullName,
          email,
          subject: PERSON.subject,
          message: PERSON.message,
        }),
      ),
      FROM_VISITOR,
    ),
  ];
  const registration = registrationForm({
    fullName: PERSON.fullName,
    email,
    phoneNumber: PERSON.phoneNumber,
    cityZipCode: `${PERSON.city} 20001`,
  });
  registration.set("resumeFile", new File([PDF], PERSON.cvName, { type: "application/pdf" }));
  answers.push(
    await app.request(
      "/api/interpreters/registrations",
      { method: "POST", body: registration },
      FROM_VISITOR,
    ),
  );
  for (const answer of answers) expect(answer.status, await answer.clone().text()).toBe(201);
}

describe.each(testDatabases())("personal data in logs and staff mails on $name", ({ open }) => {
  const suite = withRoomySlot(open);

  describe("the logs, while the mail server refuses every recipient", () => {
    const lines: string[] = [];
    let smtp: SMTPServer;
    let app: App;

    beforeAll(async () => {
      // A server that refuses each recipient, naming the address, as real ones do.
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onRcptTo(address, _session, callback) {
          callback(new Error(`550 5.1.1 <${address.address}>: mailbox unavailable`));
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
      const { port } = smtp.server.address() as AddressInfo;
      const logger = createLogger("debug", (line) => lines.push(line));
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: tempDir("outbox"),
        from: TEST_MAIL_FROM,
        logger,
        timeoutMs: 3000,
      });
      const deps = { ...testDeps(suite.database, { submissionLimit: 1000, mailer }), logger };
      app = testApp(suite.database, { submissionLimit: 1000 }, deps);
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    });

    it("keeps ids and references, and none of the person's values", async () => {
      await driveTheForms(app, suite.slotId);
      // Staff open the proof and export the list: their requests are logged too.
      const admin = await staffSession(suite.database, app, {
        email: "privacy-admin@example.com",
        password: "admin-password",
        role: "admin",
      });
      const [row] = await suite.database.db.select().from(applications);
      const file = await app.request(`/api/files/${row?.paymentScreenshotId}?download=1`, {
        headers: admin,
      });
      expect(file.status).toBe(200);
      await file.arrayBuffer();
      // The specification's lookup by address, the address in the path (percent-encoded).
      const byAddress = await app.request(
        `/api/trainings/email/${encodeURIComponent(PERSON.email)}`,
        { headers: admin },
      );
      expect(byAddress.status).toBe(200);
      const search = encodeURIComponent(PERSON.fullName);
      const csv = await app.request(`/api/trainings/export?q=${search}`, { headers: admin });
      expect(await csv.text()).toContain(PERSON.fullName);

      const logged = lines.join("\n");
      // The flows were logged: the requests and the mails that failed.
      expect(lines.some((l) => l.includes('"msg":"mail failed"'))).toBe(true);
      expect(lines.filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThan(5);
      for (const value of VALUES) {
        expect(logged.toLowerCase()).not.toContain(value.toLowerCase());
        expect(logged.toLowerCase()).not.toContain(encodeURIComponent(value).toLowerCase());
      }
      expect(logged).not.toContain("privacy-admin@example.com");
    });
  });

  describe("the staff's alert mails", () => {
    const sent: MailMessage[] = [];
    let app: App;

    beforeAll(() => {
      const mailer: Mailer = {
        async send(message) {
          sent.push(message);
          return true;
        },
      };
      app = testApp(suite.database, { submissionLimit: 1000, mailer });
    });

    it("link to the console and carry no attachment, document or personal value", async () => {
      // Another address than the first flows' (one application per address and round); it
      // holds PERSON.email, which the checks below look for.
      await driveTheForms(app, suite.slotId, `again.${PERSON.email}`);
      const toStaff = sent.filter((m) => m.to === "staff@kairos.example");
      // One for each: the application, the request, the message, the registration.
      expect(toStaff.map((m) => m.subject.replace(/ [A-Z]{3}-\d{6}.*$/, "")).sort()).toEqual([
        "New application",
        "New contact message",
        "New interpreter registration",
        "New interpreter request",
      ]);
      const pngText = PNG.toString("base64");
      for (const mail of toStaff) {
        expect(mail.attachments ?? []).toEqual([]);
        expect(mail.replyTo).toBeUndefined();
        expect(mail.text).toMatch(/http:\/\/localhost:3000\/admin\/[a-z]/);
        expect(mail.html).toMatch(/<a href="http:\/\/localhost:3000\/admin\/[a-z]/);
        const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
        for (const value of VALUES) expect(whole).not.toContain(value);
        // No document's content either: not the screenshot's bytes, not the CV's.
        expect(whole).not.toContain(pngText.slice(0, 24));
        expect(whole).not.toContain("%PDF");
      }
      // The application's alert opens its own page in the console.
      const application = toStaff.find((m) => m.subject.startsWith("New application"));
      expect(application?.text).toMatch(/http:\/\/localhost:3000\/admin\/applications\/\d+/);
    });
  });
});
