import { rmSync } from "node:fs";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/client";
import { findMigrationsFolder } from "../src/migrations";
import { jobClaims, settings } from "../src/schema";
import { emptyTestDatabases } from "../src/testing";
import { migrationsBefore } from "./migrations-before";

// Migration 0016: the scheduler's once-per-period claims are copied from `job:<job>:<period>`
// rows of settings to their own table, so that a job claimed just before the upgrade is not run
// a second time after it; the rows stay for the release before, which may still be running
// (README, Upgrades). Each case migrates a new empty database from scratch.
const MIGRATING_MS = 120_000;

describe.each(emptyTestDatabases())("migration 0016 on $name", ({ open }) => {
  let database: Database;
  let before: string;
  beforeAll(async () => {
    before = migrationsBefore("0016_job_claims");
    database = await open();
    await database.migrate(before);
    await database.db.execute(sql`
      insert into settings (key, value, updated_at) values
        ('job:staff-digest:2026-11-27', '{}', '2026-11-27T07:00:00Z'),
        ('job:uploads-sweep:2026-11-27T09', '{}', '2026-11-27T09:00:01Z'),
        ('site', '{"supportEmail":"help@kairos.example"}', '2026-11-20T10:00:00Z')`);
    await database.migrate(findMigrationsFolder());
  }, MIGRATING_MS);
  afterAll(async () => {
    await database?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("copies each claim to job_claims and keeps the settings rows", async () => {
    const claims = await database.db.select().from(jobClaims).orderBy(asc(jobClaims.job));
    expect(claims).toEqual([
      {
        job: "staff-digest",
        period: "2026-11-27",
        claimedAt: new Date("2026-11-27T07:00:00Z"),
      },
      {
        job: "uploads-sweep",
        period: "2026-11-27T09",
        claimedAt: new Date("2026-11-27T09:00:01Z"),
      },
    ]);
    const keys = await database.db.select({ key: settings.key }).from(settings);
    expect(keys.map((k) => k.key).sort()).toEqual([
      "job:staff-digest:2026-11-27",
      "job:uploads-sweep:2026-11-27T09",
      "site",
    ]);
  });

  it("a period claimed before the upgrade cannot be claimed again", async () => {
    const again = await database.db
      .insert(jobClaims)
      .values({ job: "staff-digest", period: "2026-11-27", claimedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    expect(again).toEqual([]);
  });
});
