import type { AddressInfo } from "node:net";
import { contactMessages, type Database, interpreterRequests } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxOf } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";

const validRequest = {
  fullName: "Ann Lee",
  email: "ann@example.com",
  countryCode: "US",
  phoneNumber: "+15551234567",
  sourceLanguage: "English",
  targetLanguage: "Arabic",
  serviceType: "phone",
};
const validMessage = {
  name: "Ann Lee",
  email: "a@b.co",
  subject: "Hello there",
  message: "Ten chars+ message",
};

describe.each(testDatabases())("public forms over REST on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers every interpreter-request rule with its message", async () => {
    const app = testApp(database);
    const res = await app.request(
      "/api/interpreters/request",
      jsonRequest("POST", {
        ...validRequest,
        fullName: " ",
        phoneNumber: "5551234",
        targetLanguage: "English",
        serviceType: "onsite",
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "Full name must be at least 2 characters",
      errors: {
        fullName: "Full name must be at least 2 characters",
        phoneNumber: "Phone number must start with + followed by numbers",
        targetLanguage: "Source and target languages must be different",
        street: "Street address is required for on-site service",
        city: "City is required for on-site service",
        state: "State is required for on-site service",
        zipCode: "Zip code is required for on-site service",
        country: "Country is required for on-site service",
      },
    });
    const empty = await app.request("/api/interpreters/request", jsonRequest("POST", {}));
    expect(((await empty.json()) as { errors: object }).errors).toEqual({
      fullName: "Full name must be at least 2 characters",
      email: "Please enter a valid email address",
      countryCode: "Country code is required",
      phoneNumber: "Please enter a valid phone number",
      sourceLanguage: "Please select a source language",
      targetLanguage: "Please select a target language",
      serviceType: "Please select a service type",
    });
  });

  it("stores a valid request and mails the staff and the requester", async () => {
    const outboxDir = tempDir("outbox");
    const app = testApp(database, { outboxDir });
    const res = await app.request(
      "/api/interpreters/request",
      jsonRequest("POST", { ...validRequest, organization: "Clinic <b>One</b>" }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      data: { id: number; reference: string; emailSent: boolean };
    };
    expect(body).toEqual({
      success: true,
      message: "Request submitted successfully",
      data: {
        id: expect.any(Number),
        reference: expect.stringMatching(/^REQ-\d{6}$/),
        emailSent: true,
      },
    });
    // The reference the requester quotes is the row's id.
    expect(body.data.reference).toBe(`REQ-${String(body.data.id).padStart(6, "0")}`);
    const [row] = await database.db.select().from(interpreterRequests);
    expect(row).toMatchObject({ id: body.data.id, fullName: "Ann Lee", inboxState: "new" });

    const mails = outboxOf(outboxDir);
    expect(mails).toHaveLength(2);
    const staff = mails.find((m) => /^To: staff@kairos\.example$/m.test(m));
    const ack = mails.find((m) => /^To: ann@example\.com$/m.test(m));
    expect(staff).toContain(`Subject: New interpreter request ${body.data.reference}`);
    // The reference and the console's inbox; no one's name, contacts or words (decision 0035).
    expect(staff).toContain("http://localhost:3000/admin/requests");
    expect(staff).not.toMatch(/^Reply-To:/m);
    for (const personal of ["Ann Lee", "ann@example.com", "Clinic", "+15551234567"])
      expect(staff).not.toContain(personal);
    expect(ack).toContain("Subject: We received your interpreter request");
    expect(ack).toContain(`Your reference: ${body.data.reference}. Please quote it`);
  });

  it("stores a contact message, mails both sides and promises a reply within 24 hours", async () => {
    const outboxDir = tempDir("outbox");
    const app = testApp(database, { outboxDir });
    const bad = await app.request(
      "/api/contact/submit",
      jsonRequest("POST", { name: "A", email: "x", subject: "Hi", message: "short" }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toEqual({
      name: "Full name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    });

    const res = await app.request("/api/contact/submit", jsonRequest("POST", validMessage));
    expect(res.status).toBe(201);
    const sent = (await res.json()) as { data: { reference: string } };
    expect(sent).toMatchObject({
      success: true,
      message: "Thank you for your message. We will get back to you within 24 hours.",
      data: { reference: expect.stringMatching(/^MSG-\d{6}$/) },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
    const mails = outboxOf(outboxDir);
    expect(mails).toHaveLength(2);
    const ack = mails.find((m) => /^To: a@b\.co$/m.test(m));
    expect(ack).toContain("within 24 hours");
    expect(ack).toContain(`Your reference: ${sent.data.reference}.`);
  });

  it("keeps nothing from a filled honeypot, yet answers like a success", async () => {
    const app = testApp(database);
    const before = (await database.db.select().from(contactMessages)).length;
    const res = await app.request(
      "/api/contact/submit",
      jsonRequest("POST", { ...validMessage, website: "http://spam.example" }),
    );
    expect(res.status).toBe(201);
    expect(await database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("limits stored submissions per e-mail and per address, and refuses oversized bodies", async () => {
    const app = testApp(database, { formLimits: { perAddress: 5 } });
    const from = { incoming: { socket: { remoteAddress: "192.0.2.50" } } };
    const send = (email: string) =>
      app.request("/api/contact/submit", jsonRequest("POST", { ...validMessage, email }), from);
    // One e-mail: three stored messages in 10 minutes, then 429.
    for (let i = 0; i < 3; i++) expect((await send("limit@example.com")).status).toBe(201);
    const limited = await send("limit@example.com");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message:
        "You have sent several submissions in a short time. Please wait a few minutes and try again.",
    });
    // Other e-mails from the same address, up to the address's five stored.
    expect((await send("limit-2@example.com")).status).toBe(201);
    expect((await send("limit-3@example.com")).status).toBe(201);
    expect((await send("limit-4@example.com")).status).toBe(429);
    // The other form has a count of its own.
    const other = await app.request(
      "/api/interpreters/request",
      jsonRequest("POST", validRequest),
      from,
    );
    expect(other.status).toBe(201);

    const huge = await testApp(database).request(
      "/api/contact/submit",
      jsonRequest("POST", { ...validMessage, message: "x".repeat(40_000) }),
    );
    expect(huge.status).toBe(413);
  });
});

describe("mail through SMTP", () => {
  let database: Database;
  let smtp: SMTPServer;
  let port: number;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error("no test database");
    database = await pglite.open();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database?.close();
  });

  it("delivers the staff notice and the acknowledgement", async () => {
    const app = testApp(database, { smtpUrl: `smtp://127.0.0.1:${port}` });
    const res = await app.request("/api/interpreters/request", jsonRequest("POST", validRequest));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { emailSent: boolean } }).data.emailSent).toBe(true);
    expect(received.map((m) => m.to).sort()).toEqual([
      ["ann@example.com"],
      ["staff@kairos.example"],
    ]);
  });

  it("still answers 201 and keeps the row when the SMTP server is down", async () => {
    const app = testApp(database, { smtpUrl: "smtp://127.0.0.1:1" });
    const res = await app.request("/api/contact/submit", jsonRequest("POST", validMessage));
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      data: { id: number; reference: string; emailSent: boolean };
    };
    expect(body.data.emailSent).toBe(false);
    const rows = await database.db.select().from(contactMessages);
    expect(rows.map((r) => r.id)).toContain(body.data.id);
  });
});
