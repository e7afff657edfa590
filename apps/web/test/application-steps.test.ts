import { APPLICATION_MESSAGES, OTHER_INTEREST, OTHER_LANGUAGE } from "@kairos/shared";
import { describe, expect, it } from "vitest";
import { stillNeeded } from "../src/content/application";
import { parseDraft, stepErrors } from "../src/features/applications/checks";
import { quotedTerms } from "../src/features/applications/quote";
import {
  type ApplicationValues,
  applicantPaysInEgp,
  applicationFormData,
  emailChecked,
  emailCodeRefusal,
  emptyValues,
  firstStepOf,
  hasMinimumData,
  missingData,
  STEP,
  submitOutcome,
} from "../src/features/applications/steps";

// The pure part of the training application (APP-03, APP-05, APP-26, SLOT-11..15, GAP-24).

const complete = (): ApplicationValues => ({
  ...emptyValues(),
  trainingCourse: "round-3",
  secondLanguage: "Arabic",
  fullName: "Mona Hassan",
  countryCode: "EG",
  phoneNumber: "+201001234567",
  email: "mona@example.com",
  selectedCountry: "Egypt",
  selectedCity: "Cairo",
  occupation: "student",
  interests: ["Want to earn extra income"],
  hearAbout: "facebook",
  paymentPlan: "full-payment",
  assessmentDate: "2026-01-05",
  assessmentSlot: "12",
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "pay.png", { type: "image/png" });

describe("minimum data per step (APP-05)", () => {
  it("step 1 needs a course and a language, and the custom language for Other", () => {
    const v = complete();
    expect(hasMinimumData({ ...v, trainingCourse: "" }, STEP.course)).toBe(false);
    expect(hasMinimumData({ ...v, secondLanguage: "" }, STEP.course)).toBe(false);
    expect(hasMinimumData({ ...v, secondLanguage: OTHER_LANGUAGE }, STEP.course)).toBe(false);
    expect(
      hasMinimumData({ ...v, secondLanguage: OTHER_LANGUAGE, customLanguage: "Nubian" }, 0),
    ).toBe(true);
  });

  it("names what is still needed beside the disabled Next", () => {
    const v = complete();
    expect(stillNeeded(missingData({ ...v, fullName: "", selectedCity: "" }, STEP.contact))).toBe(
      "To go on, we still need your full name and your city.",
    );
    expect(stillNeeded(missingData({ ...v, secondLanguage: "" }, STEP.course))).toBe(
      "To go on, we still need your second language.",
    );
    expect(missingData(v, STEP.payment, null)).toEqual(["the screenshot of your payment"]);
    expect(stillNeeded(missingData(v, STEP.payment, png()))).toBeUndefined();
  });

  it("step 2 needs every field and digits after the dial prefix", () => {
    const v = complete();
    expect(hasMinimumData(v, STEP.contact)).toBe(true);
    expect(hasMinimumData({ ...v, phoneNumber: "+20" }, STEP.contact)).toBe(false);
    expect(hasMinimumData({ ...v, selectedCity: "" }, STEP.contact)).toBe(false);
    expect(hasMinimumData({ ...v, fullName: "  " }, STEP.contact)).toBe(false);
  });

  it("steps 3-7", () => {
    const v = complete();
    expect(hasMinimumData({ ...v, interests: [] }, STEP.background)).toBe(false);
    expect(hasMinimumData(v, STEP.background)).toBe(true);
    expect(hasMinimumData({ ...v, hearAbout: "" }, STEP.hearAbout)).toBe(false);
    expect(hasMinimumData({ ...v, paymentPlan: "" }, STEP.plan)).toBe(false);
    expect(hasMinimumData(v, STEP.payment, null)).toBe(false);
    expect(hasMinimumData(v, STEP.payment, png())).toBe(true);
    expect(hasMinimumData({ ...v, assessmentSlot: "" }, STEP.assessment)).toBe(false);
    expect(hasMinimumData({ ...v, assessmentDate: "" }, STEP.assessment)).toBe(false);
    expect(hasMinimumData(v, STEP.assessment)).toBe(true);
  });
});

describe("step validation over stepFields (APP-03, §5)", () => {
  it("a complete application passes every step", () => {
    for (let step = 0; step < 7; step++) {
      expect(stepErrors(complete(), step, png())).toEqual({});
    }
  });

  it("reports only the current step's fields", () => {
    const v = { ...complete(), email: "nope", hearAbout: "" };
    expect(stepErrors(v, STEP.course)).toEqual({});
    expect(Object.keys(stepErrors(v, STEP.contact))).toEqual(["email"]);
    expect(stepErrors(v, STEP.hearAbout)).toEqual({ hearAbout: APPLICATION_MESSAGES.hearAbout });
  });

  it("checks the conditional fields", () => {
    const v = complete();
    expect(stepErrors({ ...v, secondLanguage: OTHER_LANGUAGE }, STEP.course)).toEqual({
      customLanguage: APPLICATION_MESSAGES.customLanguage,
    });
    expect(stepErrors({ ...v, occupation: "working" }, STEP.background)).toEqual({
      jobTitle: APPLICATION_MESSAGES.jobTitle,
    });
    expect(stepErrors({ ...v, interests: [OTHER_INTEREST] }, STEP.background)).toEqual({
      otherInterest: APPLICATION_MESSAGES.otherInterest,
    });
    expect(stepErrors({ ...v, hearAbout: "other" }, STEP.hearAbout)).toEqual({
      otherHearAbout: APPLICATION_MESSAGES.otherHearAbout,
    });
    expect(stepErrors({ ...v, phoneNumber: "+2012" }, STEP.contact)).toEqual({
      phoneNumber: APPLICATION_MESSAGES.phoneNumber,
    });
  });

  it("step 6 wants an image screenshot, step 7 a slot", () => {
    expect(stepErrors(complete(), STEP.payment, null)).toEqual({
      paymentScreenshot: APPLICATION_MESSAGES.screenshot,
    });
    const pdf = new File(["%PDF"], "pay.pdf", { type: "application/pdf" });
    expect(Object.keys(stepErrors(complete(), STEP.payment, pdf))).toEqual(["paymentScreenshot"]);
    expect(stepErrors({ ...complete(), assessmentSlot: "" }, STEP.assessment)).toEqual({
      assessmentSlot: APPLICATION_MESSAGES.assessmentSlot,
    });
  });

  it("finds the step of a server field error", () => {
    expect(firstStepOf(["email"])).toBe(STEP.contact);
    expect(firstStepOf(["paymentScreenshot"])).toBe(STEP.payment);
    expect(firstStepOf(["nothing"])).toBeNull();
  });
});

describe("plan prices (APP-26, INC-08)", () => {
  it("EGP for Egypt, USD otherwise: each plan's total and payments, the second dated", () => {
    expect(quotedTerms("full-payment", true, "2026-02-07")).toMatchObject({
      currency: "EGP",
      total: 8500,
      payments: [{ amount: 8500, withApplication: true }],
    });
    expect(quotedTerms("full-payment", false, null)).toMatchObject({ currency: "USD", total: 450 });
    expect(quotedTerms("two-payments", true, "2026-02-07")).toMatchObject({
      total: 9500,
      payments: [
        { amount: 4750, withApplication: true, dueDate: null },
        { amount: 4750, withApplication: false, dueDate: "2026-02-27" },
      ],
    });
    expect(quotedTerms("two-payments", false, null).payments.map((p) => p.amount)).toEqual([
      250, 250,
    ]);
  });

  it("the country given in step 2 decides, then the residence, then the location", () => {
    expect(applicantPaysInEgp({ selectedCountry: "Egypt", detectedCountryCode: "US" })).toBe(true);
    expect(applicantPaysInEgp({ selectedCountry: "Germany", residenceCountry: "Egypt" })).toBe(
      false,
    );
    expect(applicantPaysInEgp({ selectedCountry: "", residenceCountry: "Egypt" })).toBe(true);
    expect(applicantPaysInEgp({ detectedCountryCode: "EG" })).toBe(true);
    expect(applicantPaysInEgp({ detectedCountryCode: "US" })).toBe(false);
  });
});

describe("draft (GAP-24)", () => {
  it("restores known values and the step; the screenshot step is asked again", () => {
    const draft = parseDraft(
      JSON.stringify({ step: 6, values: { ...complete(), extra: "x", interests: ["a", 3] } }),
    );
    expect(draft?.step).toBe(6);
    expect(draft?.values.interests).toEqual(["a"]);
    expect(draft?.values).not.toHaveProperty("extra");
    // A draft keeps no file: the payment step stops it until the screenshot is chosen again.
    expect(stepErrors(draft?.values ?? complete(), STEP.payment, null)).toHaveProperty(
      "paymentScreenshot",
    );
    expect(parseDraft("nope")).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it("keeps step 2's e-mail check for its address and course only (decision 0009)", () => {
    const checked = {
      ...complete(),
      emailCheck: { email: "mona@example.com", course: "round-3", outcome: "confirmed" as const },
    };
    const restored = parseDraft(JSON.stringify({ step: 4, values: checked }))?.values;
    expect(restored?.emailCheck).toEqual(checked.emailCheck);
    expect(restored && emailChecked(restored)).toBe(true);
    // The address as typed, in another case and with spaces, is the same address.
    expect(emailChecked({ ...checked, email: " Mona@Example.com " })).toBe(true);
    expect(emailChecked({ ...checked, email: "other@example.com" })).toBe(false);
    expect(emailChecked({ ...checked, trainingCourse: "round-4" })).toBe(false);
    expect(emailChecked(complete())).toBe(false);
    // A check stored wrong is no check.
    const forged = { ...checked, emailCheck: { ...checked.emailCheck, outcome: "yes" } };
    const read = parseDraft(JSON.stringify({ step: 4, values: forged }))?.values;
    expect(read?.emailCheck).toEqual(emptyValues().emailCheck);
    // It is not an answer: never sent.
    expect(applicationFormData(checked, png(), true, 8500).has("emailCheck")).toBe(false);
  });
});

describe("submit (SLOT-11..15)", () => {
  it("sends strings, interests as JSON and the file; the slot only when asked", () => {
    const body = applicationFormData(complete(), png(), true, 8500);
    expect(body.get("interests")).toBe('["Want to earn extra income"]');
    expect(body.get("assessmentSlot")).toBe("12");
    expect(body.get("languagePair")).toBe("English - Arabic");
    expect(body.get("jobReferrals")).toBe("yes");
    expect(body.has("assessmentDate")).toBe(false);
    expect(body.get("paymentScreenshot")).toBeInstanceOf(File);
    // The total the applicant was shown, for the server to compare with its own.
    expect(body.get("amountDue")).toBe("8500");
    expect(applicationFormData(complete(), png(), false, 8500).has("assessmentSlot")).toBe(false);
  });

  it("reads the server's answers", () => {
    expect(submitOutcome(201, { success: true, data: { emailSent: false } })).toEqual({
      kind: "success",
      message: APPLICATION_MESSAGES.success,
      emailSent: false,
      reference: null,
      startsAt: null,
      calendar: null,
    });
    const booked = {
      message: "Thanks",
      emailSent: true,
      reference: "APP-000007",
      calendar: "BEGIN:VCALENDAR",
      application: { assessmentStartsAt: "2026-12-01T08:00:00.000Z" },
    };
    expect(submitOutcome(201, { success: true, data: booked })).toEqual({
      kind: "success",
      message: "Thanks",
      emailSent: true,
      reference: "APP-000007",
      startsAt: new Date("2026-12-01T08:00:00.000Z"),
      calendar: "BEGIN:VCALENDAR",
    });
    // Told apart by the failure's code, whatever its text says.
    const slotTaken = { success: false, code: "SLOT_TAKEN", message: "Reworded" };
    expect(submitOutcome(409, slotTaken)).toEqual({ kind: "slot-taken" });
    const applied = { success: false, code: "ALREADY_APPLIED", message: "Reworded" };
    expect(submitOutcome(409, applied)).toEqual({ kind: "duplicate" });
    // Another conflict that happens to use the same words is not either of them.
    const other = { success: false, code: "CONFLICT", message: APPLICATION_MESSAGES.slotTaken };
    expect(submitOutcome(409, other)).toMatchObject({ kind: "error" });
    expect(submitOutcome(500, null)).toEqual({ kind: "error", text: APPLICATION_MESSAGES.failed });
    // A price changed in Settings meanwhile: the server's words, and back to the plan's step.
    const priceChanged = APPLICATION_MESSAGES.priceChanged("LE 8,000");
    expect(
      submitOutcome(409, {
        code: "PRICE_CHANGED",
        message: priceChanged,
        errors: { paymentPlan: priceChanged },
      }),
    ).toEqual({
      kind: "error",
      text: APPLICATION_MESSAGES.failed,
      detail: priceChanged,
      fieldErrors: { paymentPlan: priceChanged },
    });
    // Registration closed while the applicant filled the form (GAP-27): the server's reason.
    expect(
      submitOutcome(409, {
        success: false,
        code: "REGISTRATION_CLOSED",
        message: APPLICATION_MESSAGES.registrationClosed,
      }),
    ).toEqual({
      kind: "error",
      text: APPLICATION_MESSAGES.failed,
      detail: APPLICATION_MESSAGES.registrationClosed,
    });
    expect(
      submitOutcome(400, { message: "Invalid", errors: { email: "Please enter a valid email" } }),
    ).toMatchObject({
      text: APPLICATION_MESSAGES.failed,
      fieldErrors: { email: expect.any(String) },
    });
  });
});

describe("a refused request for step 2's code", () => {
  it("is told apart by the failure's code, not by its status or text", () => {
    const closed = { code: "REGISTRATION_CLOSED", fieldErrors: {} } as const;
    expect(emailCodeRefusal(closed)).toBe("closed");
    // Another conflict is not a closed registration.
    expect(emailCodeRefusal({ code: "CONFLICT", fieldErrors: {} })).toBe("unchecked");
    const fields = { email: "Please enter a valid email address" };
    expect(emailCodeRefusal({ code: "VALIDATION_FAILED", fieldErrors: fields })).toBe("fields");
    expect(emailCodeRefusal({ code: "RATE_LIMITED", fieldErrors: {} })).toBe("unchecked");
    // No answer at all (the connection dropped).
    expect(emailCodeRefusal({ code: null, fieldErrors: {} })).toBe("unchecked");
  });
});
