import { APPLICANT_MESSAGES, type ApplicantSlot } from "@kairos/shared";
import { describe, expect, it } from "vitest";
import { applicantPageTexts } from "../src/content/applicant";
import { eventLabel, historyActorText } from "../src/features/admin/applications/format";
import { bookingChangesText } from "../src/features/admin/dashboard/format";
import { slotDays } from "../src/features/applicant/slots";

// The applicant's page (decision 0010): the free slots by Egypt day, and how staff read the
// applicant's own actions.

const slot = (id: number, date: string, time: string): ApplicantSlot => ({
  id,
  date,
  time,
  startsAt: `${date}T${time}:00+02:00`,
});

describe("free slots by day", () => {
  const slots = [
    slot(1, "2026-11-23", "09:00"),
    slot(2, "2026-11-23", "14:30"),
    slot(3, "2026-11-24", "10:00"),
    slot(4, "2026-11-26", "00:00"),
  ];

  it("groups the slots by their Egypt date, in order, with readable days and times", () => {
    expect(slotDays(slots)).toEqual([
      {
        date: "2026-11-23",
        label: "Monday, 23 November 2026",
        slots: [
          { id: 1, startsAt: slots[0]?.startsAt, label: "9:00 AM" },
          { id: 2, startsAt: slots[1]?.startsAt, label: "2:30 PM" },
        ],
      },
      {
        date: "2026-11-24",
        label: "Tuesday, 24 November 2026",
        slots: [{ id: 3, startsAt: slots[2]?.startsAt, label: "10:00 AM" }],
      },
      {
        date: "2026-11-26",
        label: "Thursday, 26 November 2026",
        slots: [{ id: 4, startsAt: slots[3]?.startsAt, label: "12:00 AM" }],
      },
    ]);
  });

  it("leaves out the slot already held, and a day that had only that one", () => {
    expect(slotDays(slots, 3).map((day) => day.date)).toEqual(["2026-11-23", "2026-11-26"]);
    expect(slotDays(slots, 1)[0]?.slots.map((s) => s.id)).toEqual([2]);
  });

  it("gives no day when nothing is free", () => {
    expect(slotDays([])).toEqual([]);
    expect(slotDays([slot(7, "2026-11-23", "09:00")], 7)).toEqual([]);
  });
});

describe("the history as staff read it", () => {
  it("names the applicant's own actions and the personal links", () => {
    expect(eventLabel("booking-made")).toBe("Assessment booked");
    expect(eventLabel("proof-replaced")).toBe("Proof of payment replaced");
    expect(eventLabel("link-sent")).toBe("Personal link sent");
    expect(eventLabel("link-revoked")).toBe("Personal links revoked");
    expect(eventLabel("mail-sent")).toBe("Mail sent");
    expect(eventLabel("something-new")).toBe("Something new");
  });

  it("says who did it: the applicant, a staff member or the system", () => {
    expect(historyActorText({ byApplicant: true, actor: null })).toBe("Applicant");
    expect(historyActorText({ byApplicant: false, actor: "staff@example.com" })).toBe(
      "staff@example.com",
    );
    expect(historyActorText({ byApplicant: false, actor: null })).toBe("the system");
    // Decision 0013: a change made with an API key names the key and its admin.
    expect(
      historyActorText({ byApplicant: false, actor: "admin@example.com", apiKey: "CRM" }),
    ).toBe('API key "CRM" (admin@example.com)');
  });

  it("counts the coming week's reschedules and cancellations on the dashboard", () => {
    expect(bookingChangesText({ rescheduled: 2, cancelled: 0 })).toBe(
      "Reschedules and cancellations of the coming week's assessments: 2 rescheduled, 0 cancelled",
    );
  });
});

describe("until when a personal link works", () => {
  it("names the round's last day when the link ends with the round, as Find my application says", () => {
    // Midnight after Tuesday 31 March 2026 in Cairo (UTC+2).
    expect(applicantPageTexts.linkExpires("2026-03-31T22:00:00.000Z")).toBe(
      "This link works until the end of Tuesday, 31 March 2026 (Egypt time). Keep the e-mail it came in.",
    );
    expect(APPLICANT_MESSAGES.found).toContain("Each link works until its training round ends");
  });

  it("gives the day and time of a link that ends later than its round (30 days from the mail)", () => {
    expect(applicantPageTexts.linkExpires("2026-12-27T09:15:00.000Z")).toBe(
      "This link works until Sunday, 27 December 2026 at 11:15 AM (Egypt time). Keep the e-mail it came in.",
    );
  });
});
