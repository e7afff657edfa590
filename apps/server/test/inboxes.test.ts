import {
  contactMessages,
  type Database,
  interpreterRegistrations,
  interpreterRequests,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";

// The staff inboxes (interpreter requests, contact messages, interpreter registrations):
// newest first, search, state filter, opening marks read, state changes, and who may see them.

const MOD = { email: "mod@example.com", password: "moderator-pw" };
const minutes = (n: number) => new Date(Date.parse("2026-03-01T09:00:00Z") + n * 60_000);

interface Listed {
  id: number;
  inboxState: string;
  createdAt: string;
  [key: string]: unknown;
}

const reference = {
  name: "Referee",
  organisation: "City Hospital",
  position: "Nurse manager",
  address: "1 Main Street",
  email: "ref@example.com",
  telephone: "+15551234567",
  capacity: "Supervisor",
};

describe.each(testDatabases())("staff inboxes on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let staff: Record<string, string>;

  /** A tRPC query as the moderator (or anyone with `headers`). */
  const query = async (path: string, input?: unknown, headers = staff) => {
    const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await app.request(`/trpc/${path}${qs}`, { headers });
    const body = (await res.json()) as {
      result?: { data: unknown };
      error?: { message: string; data: { httpStatus: number } };
    };
    return { status: res.status, data: body.result?.data as never, error: body.error };
  };
  const mutate = async (path: string, input: unknown, headers = staff) => {
    const res = await app.request(`/trpc/${path}`, jsonRequest("POST", input, headers));
    const body = (await res.json()) as {
      result?: { data: unknown };
      error?: { message: string };
    };
    return { status: res.status, data: body.result?.data as never, error: body.error };
  };

  beforeAll(async () => {
    database = await open();
    app = testApp(database, { submissionLimit: 1000 });
    staff = await staffSession(database, app, { ...MOD, role: "moderator" });

    await database.db.insert(contactMessages).values([
      {
        name: "Amina Farouk",
        email: "amina@example.com",
        subject: "Group rates",
        message: "Do you offer group rates for a clinic of twelve nurses?",
        createdAt: minutes(1),
      },
      {
        name: "Ben Ortiz",
        email: "ben@example.org",
        subject: "Certificate question",
        message: "Is the certificate accepted by CCHI for the written exam?",
        createdAt: minutes(3),
      },
      {
        name: "Chen Li",
        email: "chen@example.com",
        subject: "100% online?",
        message: "Is the course fully online or are there on-site days?",
        createdAt: minutes(2),
      },
    ]);
    await database.db.insert(interpreterRequests).values([
      {
        fullName: "Dana Smith",
        organization: "Mercy Clinic",
        email: "dana@mercy.example",
        countryCode: "US",
        phoneNumber: "+12125550101",
        sourceLanguage: "English",
        targetLanguage: "Arabic",
        serviceType: "video",
        additionalInfo: "Cardiology follow-up every Tuesday",
        createdAt: minutes(5),
      },
      {
        fullName: "Emil Novak",
        email: "emil@example.com",
        countryCode: "US",
        phoneNumber: "+13135550102",
        sourceLanguage: "English",
        targetLanguage: "Spanish",
        serviceType: "onsite",
        street: "5 Elm Street",
        city: "Detroit",
        state: "MI",
        zipCode: "48201",
        country: "United States",
        createdAt: minutes(4),
      },
    ]);
    const registration = (fullName: string, email: string, at: number) => ({
      fullName,
      email,
      phoneNumber: "+201001234567",
      countryOfResidence: "Egypt",
      cityZipCode: "Cairo 11511",
      languagePair: "English - Arabic",
      yearsOfExperience: "1-3" as const,
      preferredMode: "remote" as const,
      hourlyRate: "25",
      whyJoinKairos: "I want to help patients understand their care.",
      reference1: reference,
      reference2: reference,
      confirmAccuracy: true,
      consentContact: true,
      createdAt: minutes(at),
    });
    await database.db
      .insert(interpreterRegistrations)
      .values([
        registration("Farah Adel", "farah@example.com", 6),
        registration("Gamal Nour", "gamal@example.com", 7),
      ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers 401 to visitors on every inbox call, tRPC and REST", async () => {
    for (const domain of ["contactMessages", "interpreterRequests", "interpreterRegistrations"]) {
      expect((await query(`${domain}.list`, {}, {})).status).toBe(401);
      expect((await query(`${domain}.get`, { id: 1 }, {})).status).toBe(401);
      expect((await query(`${domain}.counts`, undefined, {})).status).toBe(401);
      const change = await mutate(`${domain}.setState`, { id: 1, state: "handled" }, {});
      expect(change.status).toBe(401);
      expect(change.error?.message).toBeTruthy();
    }
    for (const path of [
      "/api/contact/messages",
      "/api/contact/messages/1",
      "/api/interpreters/requests",
      "/api/interpreters/requests/1",
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false });
    }
    const patch = await app.request(
      "/api/contact/messages/1/state",
      jsonRequest("PATCH", { state: "handled" }),
    );
    expect(patch.status).toBe(401);
    // Nothing changed.
    const [first] = await database.db.select().from(contactMessages).limit(1);
    expect(first?.inboxState).toBe("new");
  });

  it("lists messages newest first, all new, and a new public message lands on top", async () => {
    const submit = await app.request(
      "/api/contact/submit",
      jsonRequest("POST", {
        name: "Hana Kim",
        email: "hana@example.com",
        subject: "Payment plans",
        message: "Can I pay the course in two payments?",
      }),
    );
    expect(submit.status).toBe(201);
    const { data } = await query("contactMessages.list", {});
    const list = data as { messages: Listed[]; pagination: Record<string, number> };
    expect(list.messages.map((m) => m.name)).toEqual([
      "Hana Kim",
      "Ben Ortiz",
      "Chen Li",
      "Amina Farouk",
    ]);
    expect(list.messages.every((m) => m.inboxState === "new")).toBe(true);
    expect(list.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 4,
      itemsPerPage: 10,
    });
    const page2 = (await query("contactMessages.list", { page: 2, limit: 3 })).data as {
      messages: Listed[];
    };
    expect(page2.messages.map((m) => m.name)).toEqual(["Amina Farouk"]);
  });

  it("searches messages by name, e-mail, subject and text, wildcards taken literally", async () => {
    const names = async (q: string) =>
      ((await query("contactMessages.list", { q })).data as { messages: Listed[] }).messages.map(
        (m) => m.name,
      );
    expect(await names("amina")).toEqual(["Amina Farouk"]);
    expect(await names("EXAMPLE.ORG")).toEqual(["Ben Ortiz"]);
    expect(await names("certificate")).toEqual(["Ben Ortiz"]);
    expect(await names("twelve nurses")).toEqual(["Amina Farouk"]);
    expect(await names("100%")).toEqual(["Chen Li"]);
    expect(await names("nobody-here")).toEqual([]);
  });

  it("searches requests by name, organisation, e-mail, phone and details", async () => {
    const names = async (q: string) =>
      (
        (await query("interpreterRequests.list", { q })).data as { requests: Listed[] }
      ).requests.map((r) => r.fullName);
    expect(await names("")).toEqual(["Dana Smith", "Emil Novak"]);
    expect(await names("mercy clinic")).toEqual(["Dana Smith"]);
    expect(await names("emil@")).toEqual(["Emil Novak"]);
    expect(await names("3135550102")).toEqual(["Emil Novak"]);
    expect(await names("cardiology")).toEqual(["Dana Smith"]);
  });

  it("opening a new request marks it read; state changes and the state filter follow", async () => {
    const { data: listed } = await query("interpreterRequests.list", {});
    const dana = (listed as { requests: Listed[] }).requests[0] as Listed;

    const opened = await query("interpreterRequests.get", { id: dana.id });
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({
      fullName: "Dana Smith",
      organization: "Mercy Clinic",
      additionalInfo: "Cardiology follow-up every Tuesday",
      serviceType: "video",
      inboxState: "read",
    });
    expect((await query("interpreterRequests.counts")).data).toEqual({
      new: 1,
      read: 1,
      handled: 0,
    });

    const handled = await mutate("interpreterRequests.setState", {
      id: dana.id,
      state: "handled",
    });
    expect(handled.data).toEqual({ id: dana.id, inboxState: "handled" });
    // Opening a handled request again leaves it handled.
    expect((await query("interpreterRequests.get", { id: dana.id })).data).toMatchObject({
      inboxState: "handled",
    });
    const names = async (state: string) =>
      (
        (await query("interpreterRequests.list", { state })).data as { requests: Listed[] }
      ).requests.map((r) => r.fullName);
    expect(await names("handled")).toEqual(["Dana Smith"]);
    expect(await names("new")).toEqual(["Emil Novak"]);
    expect(await names("read")).toEqual([]);

    const unread = await mutate("interpreterRequests.setState", { id: dana.id, state: "new" });
    expect(unread.data).toEqual({ id: dana.id, inboxState: "new" });
    expect(await names("new")).toEqual(["Dana Smith", "Emil Novak"]);
  });

  it("refuses an unknown id or state with an honest status", async () => {
    const missing = await query("contactMessages.get", { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe("Message not found");
    const wrong = await mutate("contactMessages.setState", { id: 1, state: "archived" });
    expect(wrong.status).toBe(400);
    const rest = await app.request("/api/interpreters/requests/999999", { headers: staff });
    expect(rest.status).toBe(404);
    expect(await rest.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "Request not found",
    });
    const badState = await app.request(
      "/api/contact/messages/1/state",
      jsonRequest("PATCH", { state: "archived" }, staff),
    );
    expect(badState.status).toBe(400);
    expect(await badState.json()).toMatchObject({
      success: false,
      errors: { state: "The state must be new, read or handled" },
    });
  });

  it("serves the same inbox over REST: list with state filter, open, mark handled", async () => {
    const list = await app.request("/api/contact/messages?q=ben&state=new", { headers: staff });
    const listed = (await list.json()) as { data: { messages: Listed[] } };
    expect(listed.data.messages.map((m) => m.name)).toEqual(["Ben Ortiz"]);
    const id = listed.data.messages[0]?.id;

    const detail = await app.request(`/api/contact/messages/${id}`, { headers: staff });
    expect(await detail.json()).toMatchObject({
      success: true,
      data: { subject: "Certificate question", inboxState: "read" },
    });
    const patch = await app.request(
      `/api/contact/messages/${id}/state`,
      jsonRequest("PATCH", { state: "handled" }, staff),
    );
    expect(await patch.json()).toEqual({ success: true, data: { id, inboxState: "handled" } });

    // The other two inboxes take the same call.
    for (const [path, key] of [
      ["/api/interpreters/requests", "requests"],
      ["/api/interpreters/registrations", "registrations"],
    ] as const) {
      const page = await app.request(path, { headers: staff });
      const first = ((await page.json()) as { data: Record<string, Listed[]> }).data[key]?.[0];
      const marked = await app.request(
        `${path}/${first?.id}/state`,
        jsonRequest("PATCH", { state: "new" }, staff),
      );
      expect(await marked.json()).toEqual({
        success: true,
        data: { id: first?.id, inboxState: "new" },
      });
    }
  });

  it("gives registrations the same states: opening marks read, filter, mark handled", async () => {
    const { data } = await query("interpreterRegistrations.list", { state: "new" });
    const regs = (data as { registrations: Listed[] }).registrations;
    expect(regs.map((r) => r.fullName)).toEqual(["Gamal Nour", "Farah Adel"]);
    const gamal = regs[0] as Listed;

    const opened = await query("interpreterRegistrations.get", { id: gamal.id });
    expect(opened.data).toMatchObject({ registration: { inboxState: "read" } });
    await mutate("interpreterRegistrations.setState", { id: gamal.id, state: "handled" });
    const handled = await app.request("/api/interpreters/registrations?state=handled", {
      headers: staff,
    });
    expect(
      ((await handled.json()) as { data: { registrations: Listed[] } }).data.registrations.map(
        (r) => r.fullName,
      ),
    ).toEqual(["Gamal Nour"]);
    expect((await query("interpreterRegistrations.counts")).data).toEqual({
      new: 1,
      read: 0,
      handled: 1,
    });
  });
});
