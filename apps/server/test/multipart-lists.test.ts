import { applications, type Database, interpreterRegistrations } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { APPLICATION_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createKairosClient } from "../../../packages/client/src";
import { PNG, REGISTRATION_FIELDS } from "./forms";
import { testApp } from "./helpers";
import { uniqueEmail, withSeededDatabase } from "./submission-forms";

// A multipart array field read either way, by one rule (API-13, SLOT-11): repeated parts (the
// document's `encoding`, as OpenAPI clients send them) or one part of JSON text (the web form);
// anything else is refused at the field, never stored wrong. Each list is read back from the
// database. The calls go through openapi-fetch, as an outside caller's would.

const TWO_INTERESTS = ["Looking to start a new career", "Passionate about helping others"] as const;
const png = () => new File([PNG], "pay.png", { type: "image/png" });

/** An application body as openapi-fetch's types describe it: arrays as arrays, the file a Blob. */
const application = (email: string) => ({
  trainingCourse: "round-3",
  secondLanguage: "Arabic",
  fullName: "Layla Hassan",
  countryCode: "EG",
  phoneNumber: "+201001234567",
  email,
  selectedCountry: "Egypt",
  selectedCity: "Cairo",
  occupation: "student" as const,
  interests: [...TWO_INTERESTS],
  jobReferrals: "yes" as const,
  hearAbout: "facebook" as const,
  paymentPlan: "full-payment" as const,
  paymentScreenshot: png(),
});

/** openapi-fetch's documented multipart serializer: `append(name, value)` per field. */
const appendEach = (body: object) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value as string | Blob);
  return form;
};
/** The document's encoding: an array as one part per value. */
const repeatedParts = (body: object) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
};
/** The web form's way: an array as one part of JSON text. */
const jsonText = (body: object) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    form.append(name, Array.isArray(value) ? JSON.stringify(value) : value);
  }
  return form;
};

describe.each(testDatabases())("multipart array fields on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const client = () => {
    const app = testApp(suite.database, { submissionLimit: 10_000 });
    return createKairosClient({
      baseUrl: "http://localhost",
      token: "",
      fetch: (request) => Promise.resolve(app.request(request)),
    });
  };
  const storedInterests = async (database: Database, email: string) =>
    (
      await database.db
        .select({ interests: applications.interests })
        .from(applications)
        .where(eq(applications.email, email))
    ).map((row) => row.interests);

  it("stores both interests sent as repeated parts", async () => {
    const email = uniqueEmail("repeated");
    const { response } = await client().POST("/api/trainings/apply", {
      body: application(email),
      bodySerializer: repeatedParts,
    });
    expect(response.status).toBe(201);
    expect(await storedInterests(suite.database, email)).toEqual([TWO_INTERESTS]);
  });

  it("stores both interests sent as one part of JSON text, as the web form does", async () => {
    const email = uniqueEmail("json");
    const { response } = await client().POST("/api/trainings/apply", {
      body: application(email),
      bodySerializer: jsonText,
    });
    expect(response.status).toBe(201);
    expect(await storedInterests(suite.database, email)).toEqual([TWO_INTERESTS]);
  });

  it("refuses the comma-joined value of a serializer that appends the array as it is", async () => {
    const email = uniqueEmail("joined");
    const sent = appendEach(application(email));
    // What FormData makes of an array: one part, its items joined by commas.
    expect(sent.getAll("interests")).toEqual([TWO_INTERESTS.join(",")]);
    const { response, error } = await client().POST("/api/trainings/apply", {
      body: application(email),
      bodySerializer: appendEach,
    });
    expect(response.status).toBe(400);
    expect(error?.errors).toEqual({ interests: APPLICATION_MESSAGES.unknownInterest });
    expect(await storedInterests(suite.database, email)).toEqual([]);
  });

  it("refuses openapi-fetch's default serializer (JSON) with 415, storing nothing", async () => {
    const email = uniqueEmail("default");
    const { response, error } = await client().POST("/api/trainings/apply", {
      body: application(email),
    });
    expect(response.status).toBe(415);
    expect(error?.message).toBe("Send the application as multipart/form-data");
    expect(await storedInterests(suite.database, email)).toEqual([]);
  });

  it("refuses a field that is not a list sent twice, and a file sent twice", async () => {
    const twice = repeatedParts({ ...application(uniqueEmail("twice")), fullName: ["A B", "C D"] });
    const { response, error } = await client().POST("/api/trainings/apply", {
      body: application(uniqueEmail("unused")),
      bodySerializer: () => twice,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(error?.errors ?? {})).toEqual(["fullName"]);
    const files = repeatedParts(application(uniqueEmail("files")));
    files.append("paymentScreenshot", png());
    const again = await client().POST("/api/trainings/apply", {
      body: application(uniqueEmail("unused")),
      bodySerializer: () => files,
    });
    expect(again.response.status).toBe(400);
    expect(again.error?.errors).toEqual({ paymentScreenshot: "Send one file in this field" });
  });

  describe("an interpreter's registration", () => {
    const registration = (email: string) => ({
      ...Object.fromEntries(
        Object.entries(REGISTRATION_FIELDS).map(([name, value]) => [
          name,
          name === "proficiencyRatings" || name.startsWith("reference") || value.startsWith("[")
            ? JSON.parse(value)
            : value,
        ]),
      ),
      email,
      interpretingSettings: ["In-person", "Video remote"],
      availability: ["Part-time", "On-call"],
      resumeFile: new File(["%PDF-1.4\n%%EOF\n"], "cv.pdf", { type: "application/pdf" }),
    });
    /** Repeated parts for the lists; objects as JSON text (the document's encoding). */
    const registrationParts = (body: object) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) {
        if (Array.isArray(value)) for (const item of value) form.append(name, item);
        else if (value instanceof Blob) form.append(name, value);
        else form.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
      }
      return form;
    };
    const stored = async (email: string) =>
      suite.database.db
        .select({
          interpretingSettings: interpreterRegistrations.interpretingSettings,
          availability: interpreterRegistrations.availability,
        })
        .from(interpreterRegistrations)
        .where(eq(interpreterRegistrations.email, email));

    it("stores the lists sent as repeated parts", async () => {
      const email = uniqueEmail("interpreter");
      const response = await client().POST("/api/interpreters/registrations", {
        // biome-ignore lint/suspicious/noExplicitAny: the fields are built from the shared test form
        body: registration(email) as any,
        bodySerializer: registrationParts,
      });
      expect(response.response.status).toBe(201);
      expect(await stored(email)).toEqual([
        {
          interpretingSettings: ["In-person", "Video remote"],
          availability: ["Part-time", "On-call"],
        },
      ]);
    });

    it("refuses a comma-joined list at its field", async () => {
      const email = uniqueEmail("interpreter-joined");
      const { response, error } = await client().POST("/api/interpreters/registrations", {
        // biome-ignore lint/suspicious/noExplicitAny: the fields are built from the shared test form
        body: registration(email) as any,
        bodySerializer: (body) => {
          const form = registrationParts(body);
          form.set("availability", "Part-time,On-call");
          return form;
        },
      });
      expect(response.status).toBe(400);
      expect(Object.keys(error?.errors ?? {})).toEqual(["availability"]);
      expect(await stored(email)).toEqual([]);
    });
  });
});
