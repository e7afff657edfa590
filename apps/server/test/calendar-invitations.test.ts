import { rounds } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { outboxOf } from "./forms";
import { jsonRequest, tempDir, testApp } from "./helpers";
import { addSlots, applicationForm, uniqueEmail, withSeededDatabase } from "./submission-forms";

// The assessment invitation (.ics) as a calendar app reads it, parsed by ical.js: lines folded
// at 75 octets (RFC 5545 3.1) even with Arabic names, the applicant as ATTENDEE beside the
// ORGANIZER, and one UID whose SEQUENCE grows across booking, reschedule and cancellation.

const ROUND_NAME = "دورة الترجمة الطبية — الجولة الثالثة";
// A double quote too: it cannot stand in a parameter value as it is (RFC 6868 writes it ^').
const FULL_NAME = 'ليلى "لولو" حسن عبد الرحمن';
const LINK = /http:\/\/localhost:3000\/application\/([a-z2-7]+\.[a-z2-7]+)/;

/** The .ics attachment of a mail, decoded but left folded as it was sent. */
function rawInvitationOf(mail: string | undefined): string {
  const part = (mail ?? "").split("filename=assessment.ics")[1] ?? "";
  const base64 =
    part
      .split(/\r?\n\r?\n/)[1]
      ?.split(/\r?\n--/)[0]
      ?.replace(/\s/g, "") ?? "";
  // The mail's closing boundary may follow the base64 on the same (unfolded) line.
  const text = Buffer.from(base64, "base64").toString("utf8");
  return text.slice(0, text.indexOf("END:VCALENDAR\r\n") + "END:VCALENDAR\r\n".length);
}

/** Every line within 75 octets, then what ical.js reads of the event. */
function parsed(ics: string) {
  const long = ics.split("\r\n").filter((line) => Buffer.byteLength(line, "utf8") > 75);
  expect(long).toEqual([]);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const attendee = event.getFirstProperty("attendee");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    summary: event.getFirstPropertyValue("summary"),
    organizer: event.getFirstPropertyValue("organizer"),
    attendee: { name: attendee?.getParameter("cn"), address: attendee?.getFirstValue() },
  };
}

describe.each(testDatabases())("calendar invitations on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const outboxDir = tempDir("outbox");
  let app: App;
  let slots: number[] = [];
  beforeAll(async () => {
    app = testApp(suite.database, { outboxDir, submissionLimit: 1000 });
    await suite.database.db
      .update(rounds)
      .set({ name: ROUND_NAME })
      .where(eq(rounds.id, "round-3"));
    slots = (await addSlots(suite.database, "round-3", [3, 4], 1)).map((s) => s.id);
  });
  const mailsTo = (email: string) =>
    outboxOf(outboxDir).filter((m) => m.includes(`To: `) && m.includes(email));
  const mailed = async (email: string, subject: string) => {
    await expect.poll(() => mailsTo(email).some((m) => m.includes(subject))).toBe(true);
    return rawInvitationOf(mailsTo(email).find((m) => m.includes(subject)));
  };

  it("books, reschedules and cancels with invitations of 75-octet lines naming the applicant as attendee", async () => {
    const [first, second] = slots as [number, number];
    const email = uniqueEmail("calendar");
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, fullName: FULL_NAME, assessmentSlot: String(first) }),
    });
    expect(applied.status).toBe(201);
    const booked = parsed(await mailed(email, "Your Kairos training application"));
    expect(booked).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      organizer: expect.stringMatching(/^mailto:support@/i),
      attendee: { name: FULL_NAME, address: `mailto:${email}` },
    });
    expect(booked.summary).toContain(ROUND_NAME);

    // The page's "Add to calendar" file is the same invitation.
    const found = await app.request("/api/application/find", jsonRequest("POST", { email }));
    expect(found.status).toBe(200);
    await expect.poll(() => mailsTo(email).some((m) => LINK.test(m))).toBe(true);
    const token =
      mailsTo(email)
        .find((m) => LINK.test(m))
        ?.match(LINK)?.[1] ?? "";
    const page = (await (await app.request(`/api/application/${token}`)).json()) as {
      data: { booking: { calendar: string } };
    };
    expect(parsed(page.data.booking.calendar)).toEqual(booked);

    const moved = await app.request(
      `/api/application/${token}/reschedule`,
      jsonRequest("POST", { slotId: second }),
    );
    expect(moved.status).toBe(200);
    const rescheduled = parsed(await mailed(email, "has a new time"));
    expect(rescheduled).toMatchObject({
      method: "REQUEST",
      uid: booked.uid,
      sequence: 1,
      attendee: booked.attendee,
    });

    const cancelled = await app.request(`/api/application/${token}/cancel`, jsonRequest("POST"));
    expect(cancelled.status).toBe(200);
    expect(parsed(await mailed(email, "booking was cancelled"))).toMatchObject({
      method: "CANCEL",
      uid: booked.uid,
      sequence: 2,
      attendee: booked.attendee,
    });
  });
});
