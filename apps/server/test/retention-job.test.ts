import { randomUUID } from "node:crypto";
import {
  type ApiDeps,
  createUser,
  dashboardOverview,
  eraseExpiredRecords,
  holdRecord,
  listErasureLog,
  s3Storage,
} from "@kairos/api";
import {
  applications,
  contactMessages,
  interpreterRegistrationDocuments,
  interpreterRegistrations,
  interpreterRequests,
  rounds,
  storedFiles,
} from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { ERASED_MARKER, type ErasableKind, zonedTimeToUtc } from "@kairos/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startScheduler } from "../src/scheduler";
import { PDF, PNG } from "./forms";
import { testDeps } from "./helpers";
import { startS3rver } from "./s3";
import { withSeededDatabase } from "./submission-forms";

// The daily retention job (decision 0033) on both drivers, on a moved clock, with the default
// periods (24 months after the round ends, 36 after a registration's last update, 12 after a
// request or message arrived): the day a period runs out keeps the record, the next day erases
// it, files and all (gone from the S3 bucket); a held record stays; the dashboard's counts stay;
// two processes' schedulers at the same minute erase each record once.

let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
});

/** 09:00 in Cairo on `day`: after the job's hour. */
const nineOn = (day: string) => zonedTimeToUtc(day, "09:00", "Africa/Cairo");

describe.each(testDatabases())("the retention job on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  let deps: ApiDeps;
  let userId = "";
  beforeAll(async () => {
    deps = testDeps(suite.database, {
      storage: s3Storage({ ...s3.options, prefix: `${randomUUID()}/` }),
    });
    userId = (
      await createUser(suite.database.db, {
        email: "retention-admin@example.com",
        password: "admin-password",
        role: "admin",
      })
    ).id;
    await suite.database.db.insert(rounds).values([
      // Ended 2024-03-31: its applications are kept through 2026-03-31 (Egypt days).
      {
        id: "round-90",
        name: "Round 90",
        startDate: "2024-01-01",
        endDate: "2024-03-31",
        status: "past",
      },
      {
        id: "round-91",
        name: "Round 91",
        startDate: "2025-01-01",
        endDate: "2025-03-31",
        status: "past",
      },
    ]);
  });

  async function storedFile(folder: string, bytes: Uint8Array) {
    const key = `${folder}/${randomUUID()}.bin`;
    await deps.storage.put(key, bytes);
    const [row] = await suite.database.db
      .insert(storedFiles)
      .values({
        key,
        originalName: "Layla-proof.png",
        contentType: "image/png",
        size: bytes.length,
      })
      .returning({ id: storedFiles.id });
    return { key, id: row?.id ?? "" };
  }

  async function application(round: string, name: string) {
    const file = await storedFile("payment-screenshots", PNG);
    const [row] = await suite.database.db
      .insert(applications)
      .values({
        fullName: name,
        email: `${name.toLowerCase().replace(/\s/g, ".")}-${randomUUID().slice(0, 6)}@example.com`,
        countryCode: "EG",
        phoneNumber: "+201001234567",
        selectedCountry: "Egypt",
        selectedCity: "Alexandria",
        roundId: round,
        secondLanguage: "Arabic",
        occupation: "student",
        hearAbout: "facebook",
        paymentPlan: "full-payment",
        amountDue: 1000,
        currency: "EGP",
        paymentScreenshotId: file.id,
        status: "approved",
      })
      .returning({ id: applications.id });
    return { id: row?.id ?? 0, key: file.key };
  }

  const reference = {
    name: "Referee Person",
    organisation: "City Hospital",
    position: "Nurse",
    address: "1 Main Street",
    email: "referee@example.com",
    telephone: "+15551234567",
    capacity: "Supervisor",
  };

  async function registration(updatedAt: Date) {
    const file = await storedFile("resumes", PDF);
    const [row] = await suite.database.db
      .insert(interpreterRegistrations)
      .values({
        fullName: "Omar Said",
        email: "omar@example.com",
        phoneNumber: "+201001234567",
        countryOfResidence: "Egypt",
        cityZipCode: "Giza 12511",
        languagePair: "English - Arabic",
        yearsOfExperience: "1-3",
        preferredMode: "remote",
        hourlyRate: "25",
        whyJoinKairos: "To help patients understand their care.",
        reference1: reference,
        reference2: reference,
        confirmAccuracy: true,
        consentContact: true,
        createdAt: updatedAt,
        updatedAt,
      })
      .returning({ id: interpreterRegistrations.id });
    const id = row?.id ?? 0;
    await suite.database.db
      .insert(interpreterRegistrationDocuments)
      .values({ registrationId: id, kind: "resume", fileId: file.id });
    // The update hook stamps "now": the row's last update is set again as the test means it.
    await suite.database.db
      .update(interpreterRegistrations)
      .set({ updatedAt })
      .where(eq(interpreterRegistrations.id, id));
    return { id, key: file.key };
  }

  async function request(createdAt: Date) {
    const [row] = await suite.database.db
      .insert(interpreterRequests)
      .values({
        fullName: "Ann Lee",
        email: "ann@example.com",
        countryCode: "US",
        phoneNumber: "+15551234567",
        sourceLanguage: "English",
        targetLanguage: "Arabic",
        serviceType: "phone",
        city: "Boston",
        createdAt,
      })
      .returning({ id: interpreterRequests.id });
    return row?.id ?? 0;
  }

  async function message(createdAt: Date) {
    const [row] = await suite.database.db
      .insert(contactMessages)
      .values({
        name: "Ben Stone",
        email: "ben@example.com",
        subject: "About the course",
        message: "Is there a weekend group?",
        createdAt,
      })
      .returning({ id: contactMessages.id });
    return row?.id ?? 0;
  }

  const erasedAt = async (kind: ErasableKind, ids: number[]) => {
    const table = {
      application: applications,
      interpreter_registration: interpreterRegistrations,
      interpreter_request: interpreterRequests,
      contact_message: contactMessages,
    }[kind];
    const rows = await suite.database.db
      .select({ id: table.id, erasedAt: table.erasedAt })
      .from(table)
      .where(inArray(table.id, ids));
    return Object.fromEntries(rows.map((r) => [r.id, r.erasedAt !== null]));
  };

  it("erases exactly what is past its time, keeps held records and the dashboard's counts", async () => {
    const old = await application("round-90", "Layla Hassan");
    const held = await application("round-90", "Held Person");
    const younger = await application("round-91", "Younger Round");
    await holdRecord(suite.database.db, { kind: "application", id: held.id, userId, hold: true });
    const registered = new Date("2023-03-31T10:00:00Z");
    const reg = await registration(registered);
    const arrived = new Date("2025-03-31T10:00:00Z");
    const req = await request(arrived);
    const msg = await message(arrived);
    const counts = async () => {
      const overview = await dashboardOverview(suite.database.db);
      return { applications: overview.applications, inbox: overview.inbox };
    };
    const before = await counts();

    // The last day of each period: nothing is erased. (2026-03-31 is the round's end plus 24
    // months; 10:00 UTC on 2026-03-31 is the registration's update plus 36 months and the
    // request's arrival plus 12, so at 09:00 Cairo, 07:00 UTC, they are not yet over.)
    expect(await eraseExpiredRecords(deps, nineOn("2026-03-31"))).toMatchObject({
      erased: {
        application: 0,
        interpreter_registration: 0,
        interpreter_request: 0,
        contact_message: 0,
      },
    });
    // The registration's, request's and message's periods end at 10:00 UTC: a minute later
    // they are over; the applications wait for the next Egypt day.
    const afterTen = new Date("2026-03-31T10:01:00Z");
    const first = await eraseExpiredRecords(deps, afterTen);
    expect(first.erased).toEqual({
      application: 0,
      interpreter_registration: 1,
      interpreter_request: 1,
      contact_message: 1,
    });
    expect(await erasedAt("application", [old.id])).toEqual({ [old.id]: false });

    const second = await eraseExpiredRecords(deps, nineOn("2026-04-01"));
    expect(second.erased.application).toBe(1);
    expect(second.held.application).toBe(1);
    expect(await erasedAt("application", [old.id, held.id, younger.id])).toEqual({
      [old.id]: true,
      [held.id]: false,
      [younger.id]: false,
    });
    expect(await erasedAt("interpreter_registration", [reg.id])).toEqual({ [reg.id]: true });
    expect(await erasedAt("interpreter_request", [req])).toEqual({ [req]: true });
    expect(await erasedAt("contact_message", [msg])).toEqual({ [msg]: true });

    // The erased files are gone from the bucket; the held record's is there.
    expect(await deps.storage.size(old.key)).toBeNull();
    expect(await deps.storage.size(reg.key)).toBeNull();
    expect(await deps.storage.size(held.key)).toBe(PNG.length);
    const [erased] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, old.id));
    expect(erased?.fullName).toBe(ERASED_MARKER);
    expect(JSON.stringify(erased)).not.toMatch(/Layla|Alexandria|\+20100/);
    const [keptRow] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, held.id));
    expect(keptRow?.fullName).toBe("Held Person");

    expect(await counts()).toEqual(before);
    const log = await listErasureLog(suite.database.db);
    expect(log.filter((e) => e.kind === "application" && e.recordId === old.id)).toEqual([
      expect.objectContaining({
        byType: "retention",
        reason: "Retention: 24 months after the round ended",
        filesDeleted: 1,
      }),
    ]);
  });

  it("runs once across two processes' schedulers at the same minute", async () => {
    const apps = await Promise.all(
      ["One Person", "Two Person", "Three Person"].map((n) => application("round-91", n)),
    );
    // Round 91 ended 2025-03-31: over from 2027-04-01 in Egypt.
    const at = nineOn("2027-04-01");
    const schedulers = [deps, testDeps(suite.database, { storage: deps.storage })].map((d) =>
      startScheduler(d, { now: () => at, intervalMs: 3_600_000 }),
    );
    await Promise.all(schedulers.map((s) => s.stop()));
    const ids = apps.map((a) => a.id);
    expect(Object.values(await erasedAt("application", ids))).toEqual([true, true, true]);
    const log = (await listErasureLog(suite.database.db, { limit: 500 })).filter(
      (e) => e.kind === "application" && ids.includes(e.recordId),
    );
    expect(log).toHaveLength(3);
    for (const a of apps) expect(await deps.storage.size(a.key)).toBeNull();

    // Two runs at once (no day claim between them) still erase each record once.
    const more = await Promise.all(
      ["Four", "Five"].map((n) => application("round-91", `${n} Person`)),
    );
    const [a, b] = await Promise.all([
      eraseExpiredRecords(deps, at),
      eraseExpiredRecords(deps, at),
    ]);
    expect((a?.erased.application ?? 0) + (b?.erased.application ?? 0)).toBe(2);
    const moreIds = more.map((m) => m.id);
    const moreLog = (await listErasureLog(suite.database.db, { limit: 500 })).filter(
      (e) => e.kind === "application" && moreIds.includes(e.recordId),
    );
    expect(moreLog).toHaveLength(2);
  });
});
