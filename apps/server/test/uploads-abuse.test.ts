import { createSession, createUser, type Storage } from "@kairos/api";
import {
  applications,
  type Database,
  interpreterRegistrations,
  seed,
  storedFiles,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import {
  APPLICATION_FIELDS,
  formOf,
  PDF,
  PNG,
  REGISTRATION_FIELDS,
  screenshotFile,
  storedKeys,
} from "./forms";
import { testApp, testStorage } from "./helpers";
import { openRegistration } from "./submission-forms";

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const HTML = Buffer.from("<html><body><script>fetch('/api/users')</script></body></html>");
/** The smallest JPEG the checks take: SOI, a JFIF APP0 segment, EOI. */
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");

/** Hostile files, each with what it pretends to be, and the status it must get. */
const HOSTILE: [string, () => File, number][] = [
  ["a PDF renamed .png", () => new File([PDF], "scan.png", { type: "image/png" }), 415],
  ["an SVG with script named .png", () => new File([SVG], "pay.png", { type: "image/png" }), 415],
  ["an SVG with script", () => new File([SVG], "pay.svg", { type: "image/svg+xml" }), 415],
  ["a PNG followed by an HTML page (polyglot)", () => screenshotFile([PNG, HTML]), 415],
  ["a PNG followed by a PDF (polyglot)", () => screenshotFile([PNG, PDF]), 415],
  ["a 50 MB image", () => screenshotFile([PNG, Buffer.alloc(50 * 1024 * 1024)]), 413],
];

describe.each(testDatabases())("hostile uploads on $name", ({ open }) => {
  let database: Database;
  let app: App;
  let storage: Storage;
  const post = (path: string, form: FormData) => app.request(path, { method: "POST", body: form });

  beforeAll(async () => {
    database = await open();
    // No slots: an application needs none, so its file check is what decides.
    await seed(database.db, { demoSlots: false });
    await openRegistration(database);
    storage = testStorage();
    app = testApp(database, { storage, submissionLimit: 1000 });
  });
  afterAll(async () => {
    await database?.close();
  });

  const expectNothingStored = async () => {
    expect(await database.db.select().from(applications)).toEqual([]);
    expect(await database.db.select().from(interpreterRegistrations)).toEqual([]);
    expect(await database.db.select().from(storedFiles)).toEqual([]);
    expect(await storedKeys(storage)).toEqual([]);
  };

  it.each(HOSTILE)("refuses %s as a payment screenshot", async (_name, file, status) => {
    const res = await post(
      "/api/trainings/apply",
      formOf(APPLICATION_FIELDS, { paymentScreenshot: file() }),
    );
    expect(res.status).toBe(status);
    // Said on the field, so that the form takes the person there.
    const message =
      status === 413
        ? "The payment screenshot must be at most 10 MB."
        : "Only image files (JPG, PNG, JPEG) are accepted.";
    expect(await res.json()).toEqual({
      success: false,
      code: status === 413 ? "PAYLOAD_TOO_LARGE" : "UNSUPPORTED_MEDIA_TYPE",
      message,
      errors: { paymentScreenshot: message },
    });
    await expectNothingStored();
  });

  it.each(HOSTILE)("refuses %s as an interpreter's document", async (_name, file, status) => {
    // The resume is valid; the hostile file comes as a second document.
    const res = await post(
      "/api/interpreters/registrations",
      formOf(REGISTRATION_FIELDS, {
        resumeFile: new File([PDF], "cv.pdf", { type: "application/pdf" }),
        certificateFile: file(),
      }),
    );
    expect(res.status).toBe(status);
    // The refusal names the document, on its field; a body past the four documents' limit
    // cannot say which one.
    const message =
      "Medical interpreting certificate: please choose a PDF, DOC, DOCX, JPG or PNG file.";
    expect(await res.json()).toEqual(
      status === 413
        ? {
            success: false,
            code: "PAYLOAD_TOO_LARGE",
            message: "Each document must be at most 10 MB.",
          }
        : {
            success: false,
            code: "UNSUPPORTED_MEDIA_TYPE",
            message,
            errors: { certificateFile: message },
          },
    );
    await expectNothingStored();
  });

  it("still takes an honest application and registration", async () => {
    const applied = await post(
      "/api/trainings/apply",
      formOf(APPLICATION_FIELDS, {
        paymentScreenshot: screenshotFile(),
      }),
    );
    expect(applied.status).toBe(201);
    const registered = await post(
      "/api/interpreters/registrations",
      formOf(REGISTRATION_FIELDS, {
        resumeFile: new File([PDF], "cv.pdf", { type: "application/pdf" }),
      }),
    );
    expect(registered.status).toBe(201);
    expect(await storedKeys(storage)).toHaveLength(2);
  });

  it("stores and offers a file under the extension of what its bytes are", async () => {
    const admin = await createUser(database.db, {
      email: "uploads-admin@example.com",
      password: "uploads-admin-password",
      role: "admin",
    });
    const staff = { Authorization: `Bearer ${(await createSession(database.db, admin.id)).token}` };
    let applicant = 0;
    const cases: [string, File, string][] = [
      ["resumeFile", new File([PDF], "cv.html", { type: "text/html" }), "cv.pdf"],
      ["resumeFile", new File([PDF], "my.cv.exe", { type: "" }), "my.cv.pdf"],
      ["resumeFile", new File([PDF], "Scan 2026.03.01", { type: "" }), "Scan 2026.03.01.pdf"],
      ["paymentScreenshot", new File([PNG], "photo", { type: "" }), "photo.png"],
      ["paymentScreenshot", new File([JPEG], "a.JPG", { type: "image/jpeg" }), "a.JPG"],
      // PNG and JPEG mixed up are taken (phones mislabel screenshots), under the right name.
      ["paymentScreenshot", new File([JPEG], "pay.png", { type: "image/png" }), "pay.jpg"],
    ];
    for (const [field, file, expected] of cases) {
      const before = new Set((await database.db.select().from(storedFiles)).map((f) => f.id));
      applicant += 1;
      const email = `renamed-${applicant}@example.com`;
      const res =
        field === "resumeFile"
          ? await post(
              "/api/interpreters/registrations",
              formOf({ ...REGISTRATION_FIELDS, email }, { resumeFile: file }),
            )
          : await post(
              "/api/trainings/apply",
              formOf({ ...APPLICATION_FIELDS, email }, { paymentScreenshot: file }),
            );
      expect(res.status, file.name).toBe(201);
      const [stored] = (await database.db.select().from(storedFiles)).filter(
        (f) => !before.has(f.id),
      );
      expect(stored?.originalName, file.name).toBe(expected);
      const download = await app.request(`/api/files/${stored?.id}?download=1`, {
        headers: staff,
      });
      expect(download.status, file.name).toBe(200);
      expect(download.headers.get("content-disposition"), file.name).toBe(
        `attachment; filename="${expected.replace(/ /g, "_")}"`,
      );
      // The bytes come back as they were sent, whichever the storage.
      expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(await file.bytes()));
    }
  });
});
