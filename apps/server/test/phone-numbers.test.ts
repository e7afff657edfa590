import {
  applications,
  type Database,
  interpreterRegistrations,
  interpreterRequests,
  SITE_SETTINGS_KEY,
  settings,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import {
  DEFAULT_PUBLIC_CONFIG,
  defaultSiteSettings,
  PHONE_IMPOSSIBLE,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
} from "@kairos/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { jsonRequest, testApp } from "./helpers";
import { staffSession } from "./staff-session";
import {
  applicationForm,
  interpreterRequest,
  PAYMENT_INSTRUCTIONS,
  registrationForm,
  uniqueEmail,
  withSeededDatabase,
} from "./submission-forms";

// The phone rule on every route that takes a phone (packages/shared phone.ts): an impossible
// number is refused 400 with the field's message, a national form is stored as E.164.

const SETTINGS_PHONE =
  "The support phone must be a complete number with its country code, starting with + (e.g. +20 for Egypt)";

interface Refusal {
  success: false;
  message: string;
  errors: Record<string, string>;
}

const reference = (n: number, telephone: string) =>
  JSON.stringify({
    name: `Referee ${n}`,
    organisation: "City Hospital",
    position: "Nurse manager",
    address: "1 Main Street",
    email: `ref${n}@example.com`,
    telephone,
    capacity: "Supervisor",
  });

describe.each(testDatabases())("phone numbers on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  let database: Database;
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    database = suite.database;
    app = testApp(database, { submissionLimit: 1000 });
    admin = await staffSession(database, app, {
      email: "phone-admin@example.com",
      password: "phone-admin-password",
      role: "admin",
    });
  });

  const refusal = async (res: Response) => {
    expect(res.status).toBe(400);
    return (await res.json()) as Refusal;
  };

  // First, while no request has read the settings (they are cached per database for 15 s).
  it("keeps every other setting when a number stored before the rule cannot be read", async () => {
    const defaults = defaultSiteSettings(DEFAULT_PUBLIC_CONFIG);
    const value = {
      ...defaults,
      // Registration stays open for the next tests (openRegistration's instructions).
      ...PAYMENT_INSTRUCTIONS,
      prices: {
        ...defaults.prices,
        USD: { listPrice: 520, discountedPrice: 470, installmentPrice: 260 },
      },
      supportPhone: "+1 555 0100",
    };
    await database.db
      .insert(settings)
      .values({ key: SITE_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    const read = (await (await app.request("/api/settings", { headers: admin })).json()) as {
      data: { settings: Record<string, unknown> };
    };
    expect(read.data.settings).toMatchObject({
      prices: { USD: { listPrice: 520, discountedPrice: 470 } },
      supportPhone: "+1 555 0100",
    });
  });

  it("the application: refuses an impossible number, stores the dial prefix and national form as E.164", async () => {
    const apply = (fields: Record<string, string>) =>
      app.request("/api/trainings/apply", { method: "POST", body: applicationForm(fields) });
    const refused = await refusal(await apply({ phoneNumber: "+2001012" }));
    expect(refused.errors).toEqual({ phoneNumber: PHONE_IMPOSSIBLE });

    const email = uniqueEmail("phone");
    const res = await apply({ email, countryCode: "EG", phoneNumber: "+2001012345678" });
    expect(res.status).toBe(201);
    const [row] = await database.db
      .select({ phoneNumber: applications.phoneNumber })
      .from(applications)
      .where(eq(applications.email, email));
    expect(row?.phoneNumber).toBe("+201012345678");
  });

  it("the interpreter request, over REST and tRPC: the spec's messages, then the phone rule", async () => {
    const rest = (phoneNumber: string, email: string) =>
      app.request(
        "/api/interpreters/request",
        jsonRequest("POST", interpreterRequest({ phoneNumber, email })),
      );
    const trpc = (phoneNumber: string, email: string) =>
      app.request(
        "/trpc/interpreterRequests.submit",
        jsonRequest("POST", interpreterRequest({ phoneNumber, email })),
      );
    // REQ-10 and REQ-11 keep their messages; "555 01" typed with the US prefix is impossible.
    expect((await refusal(await rest("+1", "a@example.com"))).errors).toEqual({
      phoneNumber: "Please enter a valid phone number",
    });
    expect((await refusal(await rest("555 01", "a@example.com"))).errors).toEqual({
      phoneNumber: "Phone number must start with + followed by numbers",
    });
    const restRefused = await refusal(await rest("+155501", "a@example.com"));
    expect(restRefused).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: PHONE_IMPOSSIBLE,
      errors: { phoneNumber: PHONE_IMPOSSIBLE },
    });
    const trpcRefused = await trpc("+155501", "a@example.com");
    expect(trpcRefused.status).toBe(400);
    expect(await trpcRefused.json()).toMatchObject({
      error: { data: { httpStatus: 400, fieldErrors: { phoneNumber: PHONE_IMPOSSIBLE } } },
    });

    const stored = async (email: string) => {
      const [row] = await database.db
        .select({ phoneNumber: interpreterRequests.phoneNumber })
        .from(interpreterRequests)
        .where(eq(interpreterRequests.email, email));
      return row?.phoneNumber;
    };
    expect((await rest("+4402079460958", "uk@example.com")).status).toBe(201);
    expect(await stored("uk@example.com")).toBe("+442079460958");
    expect((await trpc("+2001012345678", "eg@example.com")).status).toBe(200);
    expect(await stored("eg@example.com")).toBe("+201012345678");
  });

  it("the interpreter registration: national numbers read in the country of residence, the referees' too", async () => {
    const register = (fields: Record<string, string>) =>
      app.request("/api/interpreters/registrations", {
        method: "POST",
        body: registrationForm(fields),
      });
    const refused = await refusal(
      await register({ phoneNumber: "0101234567890", reference2: reference(2, "555 01") }),
    );
    expect(refused.errors).toEqual({
      phoneNumber: PHONE_IMPOSSIBLE,
      "reference2.telephone":
        "The telephone of reference 2 has too few or too many digits for its country code. Please check it.",
    });

    const email = uniqueEmail("registration");
    const res = await register({
      email,
      countryOfResidence: "Egypt",
      phoneNumber: "010 1234 5678",
      reference1: reference(1, "+44 20 7946 0958"),
      reference2: reference(2, "02 2791 2345"),
    });
    expect(res.status).toBe(201);
    const [row] = await database.db
      .select()
      .from(interpreterRegistrations)
      .where(eq(interpreterRegistrations.email, email));
    expect(row?.phoneNumber).toBe("+201012345678");
    expect(row?.reference1).toMatchObject({ telephone: "+442079460958" });
    expect(row?.reference2).toMatchObject({ telephone: "+20227912345" });
  });

  it("Settings, over REST and tRPC: international numbers only, stored as E.164, shown grouped", async () => {
    const current = async () =>
      (
        (await (await app.request("/api/settings", { headers: admin })).json()) as {
          data: { settings: Record<string, unknown> };
        }
      ).data.settings;
    const before = await current();
    const refused = await refusal(
      await app.request(
        "/api/settings",
        jsonRequest("PUT", { ...before, supportPhone: "010 1234 5678" }, admin),
      ),
    );
    expect(refused.errors).toEqual({ supportPhone: SETTINGS_PHONE });
    const viaTrpc = await app.request(
      "/trpc/settings.update",
      jsonRequest("POST", { ...before, supportPhone: "+1 555 0100" }, admin),
    );
    expect(viaTrpc.status).toBe(400);
    expect(await viaTrpc.json()).toMatchObject({
      error: { data: { fieldErrors: { supportPhone: SETTINGS_PHONE } } },
    });

    const saved = await app.request(
      "/api/settings",
      jsonRequest(
        "PUT",
        { ...before, supportPhone: "+20 10 1234 5678", whatsappNumber: "+44 (0)20 7946 0958" },
        admin,
      ),
    );
    expect(saved.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(settings)
      .where(eq(settings.key, SITE_SETTINGS_KEY));
    expect(row?.value).toMatchObject({
      supportPhone: "+201012345678",
      whatsappNumber: "+442079460958",
    });
    const html = await (await app.request("/")).text();
    const block = html.match(
      new RegExp(`<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`),
    )?.[1];
    const config = JSON.parse(block ?? "{}") as PublicConfig;
    expect(config.supportPhone).toBe("+20 10 12345678");
    expect(config.whatsappNumber).toBe("+44 20 7946 0958");
  });
});
