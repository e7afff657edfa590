import { createLogger, PAYMENT_SCREENSHOT } from "@kairos/api";
import { applicantLinks, assessmentSlots, mailOutbox } from "@kairos/db";
import { testDatabases } from "@kairos/db/testing";
import { APPLICANT_MESSAGES } from "@kairos/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { invitationOf, outboxOf, PDF, screenshotFile } from "./forms";
import { jsonRequest, recordingMailer, tempDir, testApp, testDeps } from "./helpers";
import { staffSession } from "./staff-session";
import { addSlots, applicationForm, uniqueEmail, withSeededDatabase } from "./submission-forms";

// The applicant's own page over REST, as an external caller uses it (decision 0010): the link from
// a mail, reschedule, cancel, book again, the refusals that change nothing, "Find my application"
// and the replaced proof of payment.

const ADMIN = {
  email: "page-admin@example.com",
  password: "admin-password",
  role: "admin" as const,
};
const LINK = /http:\/\/localhost:3000\/application\/([a-z2-7]+\.[a-z2-7]+)/;

import type { ApplicantHistoryEntry, ApplicantPage } from "@kairos/shared";

interface StaffHistoryEntry {
  event: string;
  byApplicant: boolean;
  file: string | null;
}
/** The answers the tests read: the page, an action's answer, staff's view of an application. */
interface Data extends Omit<Partial<ApplicantPage>, "history"> {
  page: ApplicantPage;
  slots: { id: number }[];
  revoked: number;
  emailSent: boolean;
  settings: Record<string, unknown>;
  application: { id: number; paymentScreenshot: string };
  history: Partial<StaffHistoryEntry & ApplicantHistoryEntry>[];
}
interface Answer {
  status: number;
  body: { success: boolean; message?: string; data: Data };
}

describe.each(testDatabases())("the applicant's page on $name", ({ open }) => {
  const suite = withSeededDatabase(open);
  const outboxDir = tempDir("outbox");
  let app: App;
  let staff: Record<string, string>;
  let slots: number[] = [];
  let roomy = 0;
  beforeAll(async () => {
    app = testApp(suite.database, { outboxDir, submissionLimit: 1000 });
    staff = await staffSession(suite.database, app, ADMIN);
    slots = (await addSlots(suite.database, "round-3", [3, 4, 5, 6], 1)).map((s) => s.id);
    roomy = (await addSlots(suite.database, "round-3", [8], 1000))[0]?.id ?? 0;
  });

  const call = async (path: string, init?: RequestInit): Promise<Answer> => {
    const res = await app.request(path, init);
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  };
  const mailsTo = (email: string) => outboxOf(outboxDir).filter((m) => m.includes(`To: ${email}`));
  const bookedCount = async (slotId: number) => {
    const [slot] = await suite.database.db
      .select({ n: assessmentSlots.bookedCount })
      .from(assessmentSlots)
      .where(eq(assessmentSlots.id, slotId));
    return slot?.n;
  };

  /** Applies (booking `slotId`) and asks for the link as the applicant would. */
  async function applyAndFindLink(slotId: number) {
    const email = uniqueEmail("page");
    const applied = await app.request("/api/trainings/apply", {
      method: "POST",
      body: applicationForm({ email, assessmentSlot: String(slotId) }),
    });
    expect(applied.status).toBe(201);
    const found = await call("/api/application/find", jsonRequest("POST", { email }));
    expect(found).toEqual({
      status: 200,
      body: { success: true, message: APPLICANT_MESSAGES.found, data: { sent: true } },
    });
    await expect
      .poll(() => mailsTo(email).filter((m) => m.includes("Your Kairos application link")).length)
      .toBe(1);
    const mail = mailsTo(email).find((m) => m.includes("Your Kairos application link")) ?? "";
    const token = mail.match(LINK)?.[1] ?? "";
    const id = ((await applied.json()) as { data: { application: { id: number } } }).data
      .application.id;
    return { email, token, id };
  }

  it("opens with the mailed link, reschedules, cancels and books again, each mailed with the next invitation", async () => {
    const [first, second] = slots as [number, number];
    const { email, token } = await applyAndFindLink(first);
    expect(token).not.toBe("");

    const page = await call(`/api/application/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      reference: expect.stringMatching(/^APP-\d{6}$/),
      status: "pending",
      round: { id: "round-3" },
      booking: { slotId: first, changeable: true },
      canBook: false,
      cutoffHours: 24,
    });
    expect(page.body.data.history?.map((h) => h.title)).toEqual(["Application submitted"]);
    const calendar = page.body.data.booking?.calendar ?? "";
    const uid = calendar.match(/UID:(\S+)/)?.[1];
    expect(calendar).toContain("SEQUENCE:0");

    const offered = await call(`/api/application/${token}/slots`);
    expect(offered.body.data.slots.map((s) => s.id)).toContain(second);

    const moved = await call(
      `/api/application/${token}/reschedule`,
      jsonRequest("POST", { slotId: second }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(
      `${APPLICANT_MESSAGES.rescheduled} ${APPLICANT_MESSAGES.mailed}`,
    );
    expect(moved.body.data.page.booking?.slotId).toBe(second);
    expect([await bookedCount(first), await bookedCount(second)]).toEqual([0, 1]);
    await expect
      .poll(() => mailsTo(email).filter((m) => m.includes("has a new time")).length)
      .toBe(1);
    const movedInvitation = invitationOf(mailsTo(email).find((m) => m.includes("has a new time")));
    expect(movedInvitation).toContain(`UID:${uid}`);
    expect(movedInvitation).toContain("SEQUENCE:1");
    expect(moved.body.data.page.booking?.calendar).toContain("SEQUENCE:1");

    const cancelled = await call(`/api/application/${token}/cancel`, jsonRequest("POST"));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.page).toMatchObject({ booking: null, canBook: true });
    expect(await bookedCount(second)).toBe(0);
    const cancelMail = mailsTo(email).find((m) => m.includes("booking was cancelled"));
    const cancellation = invitationOf(cancelMail);
    expect(cancellation).toContain("METHOD:CANCEL");
    expect(cancellation).toContain(`UID:${uid}`);
    expect(cancellation).toContain("SEQUENCE:2");

    // Booked again through the spec's booking route, with the applicant's own token.
    const booked = await call(`/api/assessments/book/${first}`, jsonRequest("POST", { token }));
    expect(booked.status).toBe(201);
    expect(booked.body.data.page.booking).toMatchObject({ slotId: first });
    expect(booked.body.data.page.booking?.calendar).toContain("SEQUENCE:3");
    expect(await bookedCount(first)).toBe(1);

    // Staff read every step on the history, each marked as the applicant's.
    const id = booked.body.data.page.reference.replace("APP-", "");
    const staffView = await call(`/api/trainings/${Number(id)}`, { headers: staff });
    const byApplicant = staffView.body.data.history.filter((h) => h.byApplicant);
    expect(byApplicant.map((h) => h.event)).toEqual([
      "booking-moved",
      "booking-cancelled",
      "booking-made",
    ]);

    // The page's own booking route books too; then the place is freed again for the next
    // tests, and with no booking the applicant asks to be told when new slots open.
    await call(`/api/application/${token}/cancel`, jsonRequest("POST"));
    const again = await call(
      `/api/application/${token}/book`,
      jsonRequest("POST", { slotId: first }),
    );
    expect(again.status).toBe(201);
    expect(again.body.data.page.booking).toMatchObject({ slotId: first });
    await call(`/api/application/${token}/cancel`, jsonRequest("POST"));
    const notify = await call(`/api/application/${token}/notify-slots`, jsonRequest("POST"));
    expect(notify.status).toBe(200);
    expect(notify.body.message).toBe(APPLICANT_MESSAGES.notifySaved);
    expect(notify.body.data.page).toMatchObject({ booking: null, notifySlots: true });
  });

  it("refuses a wrong, revoked or expired link, a slot of another round and a change past the cut-off, changing nothing", async () => {
    const [, , third, fourth] = slots as [number, number, number, number];
    const { token, id } = await applyAndFindLink(third);

    const wrong = await call(
      `/api/application/${token.split(".")[0]}.${"a".repeat(32)}/reschedule`,
      jsonRequest("POST", { slotId: fourth }),
    );
    expect(wrong).toMatchObject({
      status: 404,
      body: { success: false, message: APPLICANT_MESSAGES.linkUnknown },
    });
    const malformed = await call("/api/application/not-a-token");
    expect(malformed).toMatchObject({
      status: 404,
      body: { success: false, message: APPLICANT_MESSAGES.linkUnknown },
    });

    // A slot of another round.
    const [other] = await addSlots(suite.database, "round-2", [7], 5);
    const otherRound = await call(
      `/api/application/${token}/reschedule`,
      jsonRequest("POST", { slotId: other?.id }),
    );
    expect(otherRound).toMatchObject({
      status: 400,
      body: { message: APPLICANT_MESSAGES.otherRound },
    });
    // The spec's booking route with this applicant's token books nothing of another round.
    const otherBooking = await call(
      `/api/assessments/book/${other?.id}`,
      jsonRequest("POST", { token }),
    );
    expect(otherBooking).toMatchObject({
      status: 400,
      body: { message: APPLICANT_MESSAGES.otherRound },
    });

    // Past the cut-off: an admin asks for 14 days' notice; the booking is 5 days ahead.
    const setCutoff = async (hours: number) => {
      const current = (await call("/api/settings", { headers: staff })).body.data.settings;
      const saved = await call(
        "/api/settings",
        jsonRequest("PUT", { ...current, rescheduleCutoffHours: hours }, staff),
      );
      expect(saved.status).toBe(200);
    };
    await setCutoff(336);
    const late = await call(`/api/application/${token}/cancel`, jsonRequest("POST"));
    expect(late).toMatchObject({
      status: 409,
      body: { message: APPLICANT_MESSAGES.pastCutoff(336) },
    });
    const offered = await call(`/api/application/${token}/slots`);
    expect(offered.body.data).toEqual({ cutoffHours: 336, slots: [] });
    await setCutoff(24);

    // Revoked by staff: the confirmation's link and the one asked for.
    const revoked = await call(`/api/trainings/${id}/link`, { method: "DELETE", headers: staff });
    expect(revoked).toMatchObject({ status: 200, body: { data: { revoked: 2 } } });
    const afterRevoke = await call(`/api/application/${token}/cancel`, jsonRequest("POST"));
    expect(afterRevoke).toMatchObject({
      status: 403,
      body: { message: APPLICANT_MESSAGES.linkRevoked },
    });

    // Expired: a new link, then its round's end passes.
    const resent = await call(`/api/trainings/${id}/link`, { method: "POST", headers: staff });
    expect(resent).toMatchObject({ status: 200, body: { data: { emailSent: true } } });
    const [fresh] = await suite.database.db
      .update(applicantLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applicantLinks.applicationId, id))
      .returning();
    expect(fresh).toBeDefined();
    const expired = await call(`/api/application/${token}`);
    expect(expired.status).toBe(403);

    // Nothing moved: the booking is where it was.
    expect([await bookedCount(third), await bookedCount(fourth)]).toEqual([1, 0]);
    // And a bare e-mail address books nothing without a staff session.
    const bare = await call(
      `/api/assessments/book/${fourth}`,
      jsonRequest("POST", { email: "x@example.com" }),
    );
    expect(bare.status).toBe(401);
    expect(await bookedCount(fourth)).toBe(0);
  });

  it("keeps a move whose mail cannot go now, says so, and queues the mail", async () => {
    const [, , , fourth] = slots as [number, number, number, number];
    const { token, id } = await applyAndFindLink(roomy);
    const mailer = recordingMailer();
    mailer.failing = true;
    const smtpDown = testApp(suite.database, { mailer, submissionLimit: 1000 });
    const res = await smtpDown.request(
      `/api/application/${token}/reschedule`,
      jsonRequest("POST", { slotId: fourth }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer["body"];
    expect(body.message).toBe(`${APPLICANT_MESSAGES.rescheduled} ${APPLICANT_MESSAGES.mailQueued}`);
    expect(body.data.emailSent).toBe(false);
    expect(body.data.page.booking?.slotId).toBe(fourth);
    const queued = await suite.database.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.applicationId, id));
    expect(queued).toEqual([{ template: "Assessment rescheduled" }]);
    await call(`/api/application/${token}/cancel`, jsonRequest("POST"));
  });

  it("answers a token with spaces or other characters as an unknown link, on REST and tRPC, and logs nothing after /application/", async () => {
    const { token } = await applyAndFindLink(roomy);
    const lines: string[] = [];
    const logged = testApp(
      suite.database,
      {},
      { ...testDeps(suite.database), logger: createLogger("debug", (line) => lines.push(line)) },
    );
    const unknown = { success: false, code: "NOT_FOUND", message: APPLICANT_MESSAGES.linkUnknown };
    for (const path of [
      `/api/application/%20${token}%20`,
      `/api/application/${token}%20`,
      `/api/application/%09${token}`,
      `/api/application/${token.toUpperCase()}`,
      `/api/application/${token.replace(".", "%2E")}x`,
    ]) {
      const res = await logged.request(path);
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 404,
        body: unknown,
      });
    }
    // The spec's booking route takes the token in its body: the same answer.
    const booking = await logged.request(
      `/api/assessments/book/${roomy}`,
      jsonRequest("POST", { token: ` ${token} ` }),
    );
    expect(booking.status).toBe(404);
    expect(await booking.json()).toMatchObject({ message: APPLICANT_MESSAGES.linkUnknown });

    const trpcPage = (input: unknown) =>
      logged.request(`/trpc/applicant.page?input=${encodeURIComponent(JSON.stringify(input))}`);
    const spaced = await trpcPage({ token: ` ${token} ` });
    expect(spaced.status).toBe(404);
    expect(((await spaced.json()) as { error: { message: string } }).error.message).toBe(
      APPLICANT_MESSAGES.linkUnknown,
    );
    const notify = await logged.request(
      "/trpc/applicant.notifySlots",
      jsonRequest("POST", { token: `${token}\n` }),
    );
    expect(notify.status).toBe(404);
    // The token as sent still opens the page, on both.
    expect((await trpcPage({ token })).status).toBe(200);
    expect((await logged.request(`/api/application/${token}/`)).status).toBeLessThan(500);
    expect((await logged.request(`/api/application/${token}?from=mail`)).status).toBe(200);

    const [id, secret] = token.split(".") as [string, string];
    const text = lines.join("\n");
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(id);
    expect(text).toContain('"path":"/api/application/<token>"');
  });

  it("keeps no token in the logs", async () => {
    const { token } = await applyAndFindLink(roomy);
    const lines: string[] = [];
    const record = (msg: string, fields?: object) =>
      void lines.push(JSON.stringify({ msg, ...fields }));
    const logged = testApp(
      suite.database,
      {},
      {
        ...testDeps(suite.database),
        logger: { debug: record, info: record, warn: record, error: record },
      },
    );
    expect((await logged.request(`/api/application/${token}`)).status).toBe(200);
    expect((await logged.request(`/application/${token}`)).status).toBe(200);
    expect(lines.filter((l) => l.includes('"path":"/api/application/<token>"'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('"path":"/application/<token>"'))).toHaveLength(1);
    expect(lines.join("\n")).not.toContain(token.split(".")[1]);
  });

  it("answers 'Find my application' alike for a known and an unknown address, mailing only the known", async () => {
    const { email } = await applyAndFindLink(roomy);
    const stranger = uniqueEmail("stranger");
    const [known, unknown] = [
      await call("/api/application/find", jsonRequest("POST", { email })),
      await call("/api/application/find", jsonRequest("POST", { email: stranger })),
    ];
    expect(known).toEqual(unknown);
    await expect
      .poll(() => mailsTo(email).filter((m) => m.includes("Your Kairos application link")).length)
      .toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(stranger)).toHaveLength(0);
    const invalid = await call("/api/application/find", jsonRequest("POST", { email: "nope" }));
    expect(invalid.status).toBe(400);
  });

  it("takes a new proof of payment while payment is pending, and staff see both files", async () => {
    const { token, id } = await applyAndFindLink(roomy);
    const form = () => {
      const body = new FormData();
      body.set("paymentScreenshot", screenshotFile(undefined, "second.png"));
      return body;
    };
    const early = await call(`/api/application/${token}/payment-screenshot`, {
      method: "POST",
      body: form(),
    });
    expect(early).toMatchObject({
      status: 409,
      body: { message: APPLICANT_MESSAGES.proofNotPending },
    });

    const pending = await call(
      `/api/trainings/${id}/status`,
      jsonRequest(
        "PATCH",
        {
          status: "payment-pending",
          notes: "Bank says 200 short",
          applicantMessage: "The amount is short",
        },
        staff,
      ),
    );
    expect(pending.status).toBe(200);
    const before = (await call(`/api/trainings/${id}`, { headers: staff })).body.data;
    // The page states what is owed, as recorded on the application.
    const owing = (await call(`/api/application/${token}`)).body.data;
    expect(owing.next).toBe(
      "Complete your payment (Full Payment: LE 8,500 with the application), then upload a new screenshot of it below so that our team can verify it.",
    );
    expect(owing.payment).toEqual({
      plan: "full-payment",
      currency: "EGP",
      total: 8500,
      payments: [{ amount: 8500, withApplication: true, dueDate: null }],
    });

    // Images only, as the document says (APP-30): a PDF is refused, and nothing replaced.
    const pdf = new FormData();
    pdf.set("paymentScreenshot", new File([PDF], "receipt.pdf", { type: "application/pdf" }));
    const refused = await call(`/api/application/${token}/payment-screenshot`, {
      method: "POST",
      body: pdf,
    });
    expect(refused).toMatchObject({
      status: 415,
      body: { message: PAYMENT_SCREENSHOT.wrongType() },
    });

    const replaced = await call(`/api/application/${token}/payment-screenshot`, {
      method: "POST",
      body: form(),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toBe(APPLICANT_MESSAGES.proofReplaced);
    const history = replaced.body.data.page.history;
    expect(history.at(-1)?.title).toBe("New proof of payment uploaded");
    // The message to the applicant, never the staff's note.
    expect(history.find((h) => h.note === "The amount is short")).toBeDefined();
    // Received and being checked: no longer asked to complete the payment.
    expect(replaced.body.data.page.next).toMatch(
      /^We received your new proof of payment on \w+day, \d{1,2} \w+ \d{4}: our team is checking it/,
    );
    expect(replaced.body.data.page.canReplaceProof).toBe(true);
    expect(JSON.stringify(replaced.body)).not.toContain("Bank says");

    const after = (await call(`/api/trainings/${id}`, { headers: staff })).body.data;
    expect(after.application.paymentScreenshot).not.toBe(before.application.paymentScreenshot);
    const entry = after.history.find((h) => h.event === "proof-replaced");
    expect(entry).toMatchObject({ byApplicant: true, file: before.application.paymentScreenshot });
    for (const path of [entry?.file, after.application.paymentScreenshot]) {
      const file = await app.request(`/api${path}`, { headers: staff });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
    }
    await expect
      .poll(
        () =>
          mailsTo("staff@kairos.example").filter((m) => m.includes("New proof of payment")).length,
      )
      .toBe(1);
  });
});
