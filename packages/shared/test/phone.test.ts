import { describe, expect, it } from "vitest";
import {
  applicationSchema,
  countryOfPhone,
  DEFAULT_PUBLIC_CONFIG,
  defaultSiteSettings,
  interpreterRegistrationSchema,
  interpreterRequestSchema,
  PHONE_IMPOSSIBLE,
  phoneDisplay,
  phoneE164,
  phoneE164In,
  siteSettingsSchema,
} from "../src";
import { validRegistration } from "./fixtures";

// The phone rule of every form (phone.ts): national forms read in the chosen country, a number's
// own "+" kept, impossible numbers refused, E.164 stored.

describe("phoneE164", () => {
  it("reads Egyptian numbers in national and international forms", () => {
    expect(phoneE164("01012345678", "EG")).toBe("+201012345678");
    expect(phoneE164("010 1234 5678", "EG")).toBe("+201012345678");
    // The form's dial prefix before the national form: the national 0 is dropped.
    expect(phoneE164("+2001012345678")).toBe("+201012345678");
    expect(phoneE164("+20 10 1234 5678")).toBe("+201012345678");
    expect(phoneE164("+20 2 2791 2345")).toBe("+20227912345");
    // Too many digits, too few.
    expect(phoneE164("010123456789", "EG")).toBeUndefined();
    expect(phoneE164("+201012345678901")).toBeUndefined();
    expect(phoneE164("+20101", "EG")).toBeUndefined();
  });

  it("reads US numbers in national and international forms", () => {
    expect(phoneE164("(202) 555-0100", "US")).toBe("+12025550100");
    expect(phoneE164("1 202 555 0100", "US")).toBe("+12025550100");
    expect(phoneE164("+1 202-555-0100")).toBe("+12025550100");
    // The spec's own example (REQ-28) has the length of a US number.
    expect(phoneE164("+15551234567")).toBe("+15551234567");
    // "555 01" as the request form made it: +155501.
    expect(phoneE164("555 01", "US")).toBeUndefined();
    expect(phoneE164("+155501")).toBeUndefined();
    expect(phoneE164("+1 555 0100")).toBeUndefined();
    expect(phoneE164("+1202555010012")).toBeUndefined();
  });

  it("reads UK numbers in national and international forms", () => {
    expect(phoneE164("020 7946 0958", "GB")).toBe("+442079460958");
    expect(phoneE164("07911 123456", "GB")).toBe("+447911123456");
    expect(phoneE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(phoneE164("+44 (0)20 7946 0958")).toBe("+442079460958");
    expect(phoneE164("+4407911123456")).toBe("+447911123456");
    expect(phoneE164("+44 7911 1234567890")).toBeUndefined();
    expect(phoneE164("0207", "GB")).toBeUndefined();
  });

  it("keeps a number's own + whatever the chosen country, and needs one without a country", () => {
    expect(phoneE164("+44 20 7946 0958", "EG")).toBe("+442079460958");
    expect(phoneE164("0044 20 7946 0958", "EG")).toBe("+442079460958");
    expect(phoneE164("01012345678")).toBeUndefined();
    expect(phoneE164("01012345678", "XX")).toBeUndefined();
  });

  it("refuses what is not a number", () => {
    for (const text of [
      "",
      "   ",
      "+",
      "call +12025550100",
      "+12025550100 ext. 5",
      "+2O1012345678",
    ]) {
      expect(phoneE164(text, "US"), text).toBeUndefined();
    }
  });

  it("reads a number in the country of residence by its name", () => {
    expect(phoneE164In("01012345678", "Egypt")).toBe("+201012345678");
    expect(phoneE164In("020 7946 0958", "United Kingdom")).toBe("+442079460958");
    expect(phoneE164In("01012345678", "Atlantis")).toBeUndefined();
    expect(phoneE164In("+201012345678", undefined)).toBe("+201012345678");
  });

  it("tells a number's country and shows it grouped", () => {
    expect(countryOfPhone("+44 20 7946 0958")).toBe("GB");
    expect(countryOfPhone("+201012345678")).toBe("EG");
    expect(countryOfPhone("0101")).toBeUndefined();
    expect(phoneDisplay("+201012345678")).toBe("+20 10 12345678");
    expect(phoneDisplay("+1 202 555 0100")).toBe("+1 202 555 0100");
    // A value stored before the rule is shown as it was.
    expect(phoneDisplay("+1 555 0100")).toBe("+1 555 0100");
  });
});

describe("the forms' phone fields", () => {
  const application = {
    trainingCourse: "round-3",
    secondLanguage: "Arabic",
    fullName: "Layla Hassan",
    countryCode: "EG",
    phoneNumber: "+2001012345678",
    email: "layla@example.com",
    selectedCountry: "Egypt",
    selectedCity: "Cairo",
    occupation: "student",
    interests: ["Want to earn extra income"],
    hearAbout: "facebook",
    paymentPlan: "full-payment",
  };
  const request = {
    fullName: "Ann Lee",
    email: "ann@example.com",
    countryCode: "US",
    phoneNumber: "+12025550100",
    sourceLanguage: "English",
    targetLanguage: "Arabic",
    serviceType: "phone",
  };
  const phoneError = (
    schema: typeof applicationSchema | typeof interpreterRequestSchema,
    v: object,
  ) =>
    schema
      .safeParse(v)
      .error?.issues.filter((i) => i.path[0] === "phoneNumber")
      .map((i) => i.message);

  it("stores the application's dial prefix and national number as E.164", () => {
    expect(applicationSchema.parse(application).phoneNumber).toBe("+201012345678");
    expect(phoneError(applicationSchema, { ...application, phoneNumber: "+2001012" })).toEqual([
      PHONE_IMPOSSIBLE,
    ]);
    // APP-16's shape first, alone.
    expect(phoneError(applicationSchema, { ...application, phoneNumber: "+20" })).toEqual([
      "Please enter a valid phone number",
    ]);
  });

  it("keeps the request's messages in the spec's order, then the phone rule", () => {
    expect(
      interpreterRequestSchema.parse({
        ...request,
        phoneNumber: "+44 20 7946 0958".replace(/ /g, ""),
      }).phoneNumber,
    ).toBe("+442079460958");
    expect(phoneError(interpreterRequestSchema, { ...request, phoneNumber: "+1" })).toEqual([
      "Please enter a valid phone number",
    ]);
    expect(phoneError(interpreterRequestSchema, { ...request, phoneNumber: "555 01" })).toEqual([
      "Phone number must start with + followed by numbers",
    ]);
    expect(phoneError(interpreterRequestSchema, { ...request, phoneNumber: "+155501" })).toEqual([
      PHONE_IMPOSSIBLE,
    ]);
  });

  it("reads the registration's numbers without + in the country of residence", () => {
    const parsed = interpreterRegistrationSchema.parse({
      ...validRegistration,
      phoneNumber: "010 1234 5678",
      reference1: { ...validRegistration.reference1, telephone: "+44 20 7946 0958" },
      reference2: { ...validRegistration.reference2, telephone: "02 2791 2345" },
    });
    expect(parsed.phoneNumber).toBe("+201012345678");
    expect(parsed.reference1.telephone).toBe("+442079460958");
    expect(parsed.reference2.telephone).toBe("+20227912345");
  });

  it("refuses the registration's impossible numbers, after REG-17's message", () => {
    const errors = (value: object) =>
      Object.fromEntries(
        interpreterRegistrationSchema
          .safeParse(value)
          .error?.issues.map((i) => [i.path.join("."), i.message]) ?? [],
      );
    expect(errors({ ...validRegistration, phoneNumber: "+2010" })).toEqual({
      phoneNumber: "Please enter a valid phone number",
    });
    expect(
      errors({
        ...validRegistration,
        phoneNumber: "0101234567890",
        reference2: { ...validRegistration.reference2, telephone: "555 01" },
      }),
    ).toEqual({
      phoneNumber: PHONE_IMPOSSIBLE,
      "reference2.telephone":
        "The telephone of reference 2 has too few or too many digits for its country code. Please check it.",
    });
    // Without its own + and no country of residence, a number cannot be read.
    expect(
      errors({ ...validRegistration, countryOfResidence: "", phoneNumber: "01012345678" }),
    ).toEqual({
      countryOfResidence: "Country of residence is required",
      phoneNumber: PHONE_IMPOSSIBLE,
    });
  });

  it("stores Settings' numbers as E.164 and needs their country code", () => {
    const valid = defaultSiteSettings(DEFAULT_PUBLIC_CONFIG);
    const parsed = siteSettingsSchema.parse({ ...valid, supportPhone: "+20 10 1234 5678" });
    expect(parsed.supportPhone).toBe("+201012345678");
    expect(parsed.whatsappNumber).toBe("+12025550100");
    const refused = siteSettingsSchema.safeParse({ ...valid, whatsappNumber: "010 1234 5678" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [
        "whatsappNumber",
        "The WhatsApp number must be a complete number with its country code, starting with + (e.g. +20 for Egypt)",
      ],
    ]);
  });
});
