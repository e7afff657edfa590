import { describe, expect, it } from "vitest";
import { applicationSchema, normalizeInterests, OTHER_LANGUAGE } from "../src";

const valid = {
  trainingCourse: "round-3",
  secondLanguage: "Arabic",
  fullName: "Layla Hassan",
  countryCode: "EG",
  phoneNumber: "+201001234567",
  email: "Layla@Example.com",
  selectedCountry: "Egypt",
  selectedCity: "Cairo",
  occupation: "student",
  interests: '["Want to earn extra income"]',
  hearAbout: "facebook",
  paymentPlan: "full-payment",
  assessmentSlot: "12",
};

const errorsOf = (value: unknown) => {
  const result = applicationSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("normalizeInterests (APPS-08)", () => {
  it("accepts a list, a JSON string or a plain string and drops empty entries", () => {
    expect(normalizeInterests(["a", "", " b "])).toEqual(["a", "b"]);
    expect(normalizeInterests('["a","b"]')).toEqual(["a", "b"]);
    expect(normalizeInterests("a")).toEqual(["a"]);
    expect(normalizeInterests(undefined)).toEqual([]);
  });
});

describe("applicationSchema", () => {
  it("accepts a complete application, lower-cases the e-mail and defaults job referrals", () => {
    const parsed = applicationSchema.parse(valid);
    expect(parsed.email).toBe("layla@example.com");
    expect(parsed.jobReferrals).toBe("yes");
    expect(parsed.interests).toEqual(["Want to earn extra income"]);
  });

  it("requires the conditional fields", () => {
    expect(
      errorsOf({
        ...valid,
        secondLanguage: OTHER_LANGUAGE,
        occupation: "working",
        interests: '["other"]',
        hearAbout: "other",
      }),
    ).toEqual({
      customLanguage: "Please specify your language",
      jobTitle: "Please enter your job title",
      otherInterest: "Please describe your other interest",
      otherHearAbout: "Please tell us where you heard about the course",
    });
  });

  it("names every missing field", () => {
    expect(errorsOf({})).toMatchObject({
      trainingCourse: "Please select a training course",
      secondLanguage: "Please select your second language",
      fullName: "Full name must be at least 2 characters",
      phoneNumber: "Please enter a valid phone number",
      email: "Please enter a valid email address",
      selectedCountry: "Please select your country",
      selectedCity: "Please select your city",
      occupation: "Please select your occupation",
      interests: "Please select at least one interest",
      hearAbout: "Please tell us how you heard about the course",
      paymentPlan: "Please select a payment plan",
    });
    expect(errorsOf({ ...valid, assessmentSlot: "abc" })).toEqual({
      assessmentSlot: "Please select an assessment time slot",
    });
  });
});
