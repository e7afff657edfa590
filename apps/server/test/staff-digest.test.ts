import {
  alertStaff,
  createUser,
  getSiteSettings,
  pendingDigestAlerts,
  retryQueuedMail,
  sendStaffDigest,
  updateSiteSettings,
} from "@kairos/api";
import { type Database, users } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { type SiteSettings, STAFF_ALERT_KINDS, type StaffAlertKind } from "@kairos/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { recordingMailer, testDeps } from "./helpers";
import { withSeededDatabase } from "./submission-forms";

// Staff alerts as Settings send each kind (decision 0029): one by one, in the daily digest at
// the digest hour (Egypt time), or not at all. The digest is mailed once a day by one process
// and holds each alert once; a digest that cannot be sent waits in the outbox.

type Deps = ReturnType<typeof testDeps>;

/** Saves Settings as an admin does (the whole document, through the same update). */
async function saveSettings(deps: Deps, database: Database, patch: Partial<SiteSettings>) {
  const [admin] = await database.db.select({ id: users.id }).from(users).limit(1);
  await updateSiteSettings(
    deps,
    { ...(await getSiteSettings(deps)), ...patch },
    {
      id: admin?.id ?? "",
    },
  );
}

/** 2031-01-<day> at `hour`:00 in Cairo (UTC+2 in winter). */
const cairo = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2031, 0, day, hour - 2, minute));

describe.each(testDatabases())("staff alerts and their digest on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const mailer = recordingMailer();
  let deps: Deps;
  beforeAll(async () => {
    deps = testDeps(suite.database, { mailer });
    await createUser(suite.database.db, {
      email: "digest-admin@kairos.example",
      password: "a long enough password 1",
      role: "admin",
    });
  });

  const alert = (kind: StaffAlertKind, n: number) =>
    alertStaff(deps, kind, {
      subject: `Alert ${n} of ${kind}`,
      text: `What happened: ${kind} number ${n}.`,
      html: `<p>${kind} ${n}</p>`,
    });
  const toStaff = (subject: string) =>
    mailer.sent.filter((m) => m.to === "staff@kairos.example" && m.subject.includes(subject));

  it("sends each kind at once, into the digest, or not at all, as Settings say", async () => {
    const [each, digest, off] = [
      STAFF_ALERT_KINDS.slice(0, 2),
      STAFF_ALERT_KINDS.slice(2, 4),
      STAFF_ALERT_KINDS.slice(4),
    ];
    const staffAlerts = Object.fromEntries([
      ...each.map((k) => [k, "each"]),
      ...digest.map((k) => [k, "digest"]),
      ...off.map((k) => [k, "off"]),
    ]) as SiteSettings["staffAlerts"];
    await saveSettings(deps, suite.database, { staffAlerts });
    for (const kind of STAFF_ALERT_KINDS) expect(await alert(kind, 1)).toBe(true);

    for (const kind of each) expect(toStaff(`Alert 1 of ${kind}`)).toHaveLength(1);
    for (const kind of [...digest, ...off]) expect(toStaff(`Alert 1 of ${kind}`)).toHaveLength(0);
    const queued = await pendingDigestAlerts(deps);
    expect(queued.map((q) => [q.kind, q.subject, q.text])).toEqual(
      digest.map((k) => [k, `Alert 1 of ${k}`, `What happened: ${k} number 1.`]),
    );
  });

  it("mails one digest at the digest hour, even with two schedulers at once", async () => {
    const [first, second] = STAFF_ALERT_KINDS;
    if (!first || !second) throw new Error("no kinds");
    await saveSettings(deps, suite.database, {
      staffAlerts: Object.fromEntries(
        STAFF_ALERT_KINDS.map((k) => [k, "digest"]),
      ) as SiteSettings["staffAlerts"],
      digestHour: 9,
    });
    await alert(first, 2);
    await alert(first, 3);
    await alert(second, 2);
    const otherMailer = recordingMailer();
    const other = testDeps(suite.database, { mailer: otherMailer });

    // Before 9:00 in Egypt nothing goes, whatever the UTC clock says.
    expect(await sendStaffDigest(deps, cairo(6, 8, 59))).toEqual({ alerts: null, sent: false });
    const runs = await Promise.all([
      sendStaffDigest(deps, cairo(6, 9, 0)),
      sendStaffDigest(other, cairo(6, 9, 0)),
    ]);
    const digests = [...mailer.sent, ...otherMailer.sent].filter((m) =>
      m.subject.startsWith("Staff alerts of"),
    );
    expect(digests).toHaveLength(1);
    expect(runs.map((r) => r.alerts).sort()).toEqual([5, null]);
    const digest = digests[0];
    expect(digest?.to).toBe("staff@kairos.example");
    expect(digest?.subject).toBe("Staff alerts of Monday, 6 January 2031: 5 alerts");
    // Grouped by kind with counts, each alert with its subject and text.
    expect(digest?.text).toContain("== New applications: 2 ==");
    expect(digest?.text).toContain(
      "Alert 2 of applications\nWhat happened: applications number 2.",
    );
    expect(digest?.text).toContain("Alert 3 of applications");
    expect(digest?.text).toContain("== Proofs of payment: 1 ==");
    expect(digest?.text).toContain("== Withdrawals: 1 ==");
    expect(await pendingDigestAlerts(deps)).toEqual([]);

    // Later the same day: the day is claimed; the next day, nothing queued means no mail.
    await alert(first, 4);
    await sendStaffDigest(other, cairo(6, 15));
    expect(await sendStaffDigest(deps, cairo(7, 10))).toEqual({ alerts: 1, sent: true });
    expect(await sendStaffDigest(deps, cairo(8, 10))).toEqual({ alerts: 0, sent: false });
    const subjects = [...mailer.sent, ...otherMailer.sent]
      .map((m) => m.subject)
      .filter((subject) => subject.startsWith("Staff alerts of"));
    expect(subjects.sort()).toEqual([
      "Staff alerts of Monday, 6 January 2031: 5 alerts",
      "Staff alerts of Tuesday, 7 January 2031: 1 alert",
    ]);
  });

  it("keeps a digest that cannot be sent in the outbox until it goes", async () => {
    await alert("messages", 5);
    mailer.failing = true;
    expect(await sendStaffDigest(deps, cairo(9, 9))).toEqual({ alerts: 1, sent: false });
    mailer.failing = false;
    expect(toStaff("Staff alerts of Thursday, 9 January 2031")).toHaveLength(0);
    // The outbox's retry (the scheduler's, a minute later) sends it, once.
    await retryQueuedMail(deps, cairo(9, 9, 2));
    await retryQueuedMail(deps, cairo(9, 9, 30));
    const sent = toStaff("Staff alerts of Thursday, 9 January 2031");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("Alert 5 of messages");
  });
});
