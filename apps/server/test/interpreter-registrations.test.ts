import type { Storage } from "@kairos/api";
import type { Database } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { formOf, PDF, REGISTRATION_FIELDS, storedKeys } from "./forms";
import { testApp, testStorage } from "./helpers";
import { staffSession } from "./staff-session";

const TEXT = Buffer.from("just some text pretending to be a PDF");

function registrationForm(
  fields: Record<string, string> = {},
  resume: Buffer | null = PDF,
  name = "cv.pdf",
) {
  // An unknown field is ignored by the server.
  const form = formOf({ ...REGISTRATION_FIELDS, unknownField: "ignored", ...fields });
  if (resume) form.set("resumeFile", new File([resume], name, { type: "application/pdf" }));
  return form;
}

describe.each(testDatabases())("interpreter registrations over REST on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let storage: Storage;
  let staff: Record<string, string>;
  const register = async (form: FormData): Promise<Response> =>
    app.request("/api/interpreters/registrations", { method: "POST", body: form });

  beforeAll(async () => {
    database = await open();
    storage = testStorage();
    app = testApp(database, { storage, submissionLimit: 1000 });
    staff = await staffSession(database, app, {
      email: "mod@example.com",
      password: "moderator-pw",
      role: "moderator",
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores a complete registration with its resume and answers with a reference", async () => {
    const res = await register(registrationForm());
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { id: number; reference: string } };
    expect(body).toEqual({
      success: true,
      message: "Registration submitted successfully",
      data: {
        id: expect.any(Number),
        reference: expect.stringMatching(/^REG-\d{6}$/),
        emailSent: true,
      },
    });

    expect((await app.request("/api/interpreters/registrations")).status).toBe(401);
    const list = await app.request("/api/interpreters/registrations?q=omar", { headers: staff });
    const listed = (await list.json()) as {
      data: { registrations: { id: number; reference: string }[] };
    };
    expect(listed.data.registrations.map((r) => r.reference)).toContain(body.data.reference);

    const detail = await app.request(`/api/interpreters/registrations/${body.data.id}`, {
      headers: staff,
    });
    const { data } = (await detail.json()) as {
      data: { registration: Record<string, unknown>; documents: { kind: string; url: string }[] };
    };
    expect(data.registration).toMatchObject({
      fullName: "Omar Said",
      interpretingSettings: ["In-person", "Video remote"],
      hasQuietWorkspace: true,
      proficiencyRatings: { English: "advanced", Arabic: "native" },
    });
    expect(data.documents).toEqual([
      expect.objectContaining({ kind: "resume", contentType: "application/pdf" }),
    ]);
    const url = `/api${data.documents[0]?.url}`;
    expect((await app.request(url)).status).toBe(401);
    const file = await app.request(`${url}?download=1`, { headers: staff });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain("attachment");
  });

  it("requires the resume and checks every file by content and size", async () => {
    const missing = await register(registrationForm({}, null));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "Resume/CV is required",
      errors: { resumeFile: "Resume/CV is required" },
    });
    // Each refusal of a file names the document, on its field.
    const disguised = await register(registrationForm({}, TEXT, "cv.pdf"));
    expect(disguised.status).toBe(415);
    const wrongType = "Resume/CV: please choose a PDF, DOC, DOCX, JPG or PNG file.";
    expect(await disguised.json()).toEqual({
      success: false,
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: wrongType,
      errors: { resumeFile: wrongType },
    });
    const huge = await register(
      registrationForm({}, Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)])),
    );
    expect(huge.status).toBe(413);
    const tooLarge = "Resume/CV: the file is larger than 10 MB. Please choose a smaller file.";
    expect(await huge.json()).toEqual({
      success: false,
      code: "PAYLOAD_TOO_LARGE",
      message: tooLarge,
      errors: { resumeFile: tooLarge },
    });
    const invalid = await register(registrationForm({ whyJoinKairos: "too short" }));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: object }).errors).toEqual({
      whyJoinKairos: "Please provide at least 50 characters",
    });
    const robot = await register(registrationForm({ website: "http://spam.example" }));
    expect(robot.status).toBe(201);
    // Only the accepted registration left files behind; the robot's was not kept.
    expect(await storedKeys(storage)).toEqual([expect.stringMatching(/^interpreter-documents\//)]);
  });
});
