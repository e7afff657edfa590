import { crc32 } from "node:zlib";
import { type ApiDeps, issueApplicantLink } from "@kairos/api";
import {
  applicantLinks,
  applicationHistory,
  applicationPayments,
  applications,
  assessmentBookings,
  installmentReminders,
  mailOutbox,
  paymentProofs,
  storedFiles,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { eq, inArray } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { screenshotFile } from "./forms";
import { testApp, testDeps } from "./helpers";
import {
  addSlots,
  applicationForm,
  PNG,
  uniqueEmail,
  withSeededDatabase,
} from "./submission-forms";

// "Download my data" (decision 0034) as the applicant gets it: a ZIP whose data.json holds
// every row of every table that references their application, exactly as stored, and every
// file those rows refer to, byte for byte; nothing of another applicant; 404 for an unknown
// token.

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

/** The test PNG with a text chunk saying `text` before its end: a valid image of its own. */
function pngSaying(text: string) {
  const body = Buffer.concat([Buffer.from("tEXt"), Buffer.from(`Comment\0${text}`)]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const end = PNG.length - 12; // the IEND chunk
  return Buffer.concat([PNG.subarray(0, end), chunk, PNG.subarray(end)]);
}

describe.each(testDatabases())("download my data on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  let deps: ApiDeps;
  let app: App;
  let slotId = 0;
  beforeAll(async () => {
    deps = testDeps(suite.database, { submissionLimit: 1000 });
    app = testApp(suite.database, {}, deps);
    slotId = (await addSlots(suite.database, "round-3", [6], 10))[0]?.id ?? 0;
  });

  async function apply(fullName: string, marker: string) {
    const email = uniqueEmail(marker);
    const form = applicationForm({ email, fullName, assessmentSlot: String(slotId) });
    form.set("paymentScreenshot", screenshotFile(pngSaying(`${marker}-first`)));
    const res = await app.request("/api/trainings/apply", { method: "POST", body: form });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { application: { id: number } } }).data.application
      .id;
    const token = (await issueApplicantLink(deps, id)).split("/application/")[1] ?? "";
    // A second proof (staff asked for one): the first stays on the history, so two files.
    await suite.database.db
      .update(applications)
      .set({ status: "payment-pending" })
      .where(eq(applications.id, id));
    const body = new FormData();
    body.set("paymentScreenshot", screenshotFile(pngSaying(`${marker}-second`)));
    const replaced = await app.request(`/api/application/${token}/payment-screenshot`, {
      method: "POST",
      body,
    });
    expect(replaced.status).toBe(200);
    return { id, email, token };
  }

  const download = async (token: string) => {
    const res = await app.request(`/api/application/${token}/data`);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it("gives every column of every row about the applicant and every file of theirs, and nothing of another", async () => {
    const mine = await apply("Amira Selim", "mine");
    const other = await apply("Farida Other", "other");
    const { res, bytes } = await download(mine.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="kairos-.+\.zip"$/,
    );

    const entries = unzipSync(bytes);
    const data = JSON.parse(new TextDecoder().decode(entries["data.json"]));
    const { db } = suite.database;
    const rowsOf = async <T>(rows: Promise<T[]>) => asJson(await rows);
    const [application] = await rowsOf(
      db.select().from(applications).where(eq(applications.id, mine.id)),
    );
    expect(data.application).toEqual(application);
    expect(data.payments).toEqual(
      await rowsOf(
        db.select().from(applicationPayments).where(eq(applicationPayments.applicationId, mine.id)),
      ),
    );
    expect(data.paymentProofs).toEqual(
      await rowsOf(db.select().from(paymentProofs).where(eq(paymentProofs.applicationId, mine.id))),
    );
    expect(data.installmentReminders).toEqual(
      await rowsOf(
        db
          .select()
          .from(installmentReminders)
          .where(eq(installmentReminders.applicationId, mine.id)),
      ),
    );
    const history = await rowsOf(
      db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, mine.id)),
    );
    expect(data.history).toEqual(history);
    expect(history.length).toBeGreaterThan(1);
    const bookings = await rowsOf(
      db.select().from(assessmentBookings).where(eq(assessmentBookings.applicationId, mine.id)),
    );
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject(bookings[0]);
    const links = await rowsOf(
      db.select().from(applicantLinks).where(eq(applicantLinks.applicationId, mine.id)),
    );
    // The links as stored but their secret hash (a credential); lastUsedAt moved with this call.
    expect(data.links.map((l: { id: string }) => l.id)).toEqual(
      links.map((l: { id: string }) => l.id),
    );
    expect(JSON.stringify(data.links)).not.toContain(links[0].secretHash);
    const mails = await rowsOf(
      db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.applicationId, mine.id)),
    );
    expect(data.mails.map((m: { id: number }) => m.id)).toEqual(
      mails.map((m: { id: number }) => m.id),
    );

    // Every file: the current proof and the one it replaced, byte for byte.
    const fileIds = [
      application.paymentScreenshotId,
      ...history.map((h: { fileId: string | null }) => h.fileId),
    ].filter(Boolean);
    const files = await db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds));
    expect(files).toHaveLength(2);
    expect(data.files.map((f: { id: string }) => f.id).sort()).toEqual(
      files.map((f) => f.id).sort(),
    );
    for (const file of files) {
      const entry = data.files.find((f: { id: string }) => f.id === file.id);
      expect(Buffer.from(entries[entry.path] as Uint8Array)).toEqual(
        Buffer.from((await deps.storage.get(file.key)) as Uint8Array),
      );
    }
    expect(Object.keys(entries).sort()).toEqual(
      ["data.json", ...data.files.map((f: { path: string }) => f.path)].sort(),
    );

    // Nothing of the other applicant: their name, address, id-bearing rows, their files' bytes.
    const archiveText = Buffer.from(bytes).toString("latin1");
    const allText = Object.values(entries)
      .map((e) => Buffer.from(e).toString("latin1"))
      .join("\n");
    for (const value of [other.email, "Farida Other", "other-first", "other-second"]) {
      expect(allText).not.toContain(value);
      expect(archiveText).not.toContain(value);
    }
    const otherFiles = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .innerJoin(applications, eq(applications.paymentScreenshotId, storedFiles.id))
      .where(eq(applications.id, other.id));
    expect(allText).not.toContain(otherFiles[0]?.id);
    expect(allText).toContain("mine-first");
    expect(allText).toContain("mine-second");
  });

  it("answers 404 for an unknown token and 404 JSON for a malformed one", async () => {
    const unknown = await download("aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
    expect(unknown.res.status).toBe(404);
    const malformed = await app.request("/api/application/not%20a%20token/data");
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get("content-type")).toContain("application/json");
  });
});
