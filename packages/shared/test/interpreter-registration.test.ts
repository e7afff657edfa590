import { describe, expect, it } from "vitest";
import { interpreterRegistrationSchema } from "../src";
import { reference, validRegistration } from "./fixtures";

const errorsOf = (value: unknown) => {
  const result = interpreterRegistrationSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("interpreter registration (REG-15..26)", () => {
  it("accepts a complete registration, also as multipart strings", () => {
    expect(errorsOf(validRegistration)).toEqual({});
    const multipart = Object.fromEntries(
      Object.entries(validRegistration).map(([k, v]) => [
        k,
        typeof v === "string" ? v : JSON.stringify(v),
      ]),
    );
    const parsed = interpreterRegistrationSchema.parse(multipart);
    expect(parsed.interpretingSettings).toEqual(["In-person"]);
    expect(parsed.confirmAccuracy).toBe(true);
    expect(parsed.reference1.email).toBe("ref1@example.com");
  });

  it("has the spec's messages", () => {
    expect(
      errorsOf({
        ...validRegistration,
        fullName: "O",
        phoneNumber: "123456789",
        whyJoinKairos: "x".repeat(49),
        confirmAccuracy: false,
        consentContact: false,
        reference1: { ...reference(1), email: "nope" },
        reference2: { ...reference(2), email: "nope" },
      }),
    ).toEqual({
      fullName: "Full name is required",
      phoneNumber: "Please enter a valid phone number",
      whyJoinKairos: "Please provide at least 50 characters",
      confirmAccuracy: "You must confirm that all information is accurate",
      consentContact: "You must consent to being contacted for opportunities",
      "reference1.email": "Please enter a valid email for reference 1",
      "reference2.email": "Please enter a valid email for reference 2",
    });
    expect(errorsOf({ ...validRegistration, whyJoinKairos: "x".repeat(50) })).toEqual({});
  });

  it("requires the step fields and at least one choice in each list", () => {
    expect(
      errorsOf({
        ...validRegistration,
        countryOfResidence: " ",
        cityZipCode: "",
        languagePair: "",
        yearsOfExperience: "",
        preferredMode: "",
        interpretingSettings: [],
        interpretationTypes: [],
        availability: [],
        professionalFields: [],
        hourlyRate: "",
        reference1: { ...reference(1), position: "" },
      }),
    ).toEqual({
      countryOfResidence: "Country of residence is required",
      cityZipCode: "City/Zip code is required",
      languagePair: "Language pair is required",
      yearsOfExperience: "Please select your years of experience",
      preferredMode: "Please select your preferred mode",
      interpretingSettings: "Please select at least one interpreting setting",
      interpretationTypes: "Please select at least one interpretation type",
      availability: "Please select at least one availability option",
      professionalFields: "Please select at least one professional field",
      hourlyRate: "Hourly rate is required",
      "reference1.position": "Position is required for reference 1",
    });
  });

  it("applies the step 2 conditions", () => {
    expect(
      errorsOf({
        ...validRegistration,
        isCertifiedMedical: true,
        workingWithProviders: "true",
        professionalFields: ["other"],
        availability: ["Specific hours"],
      }),
    ).toEqual({
      certificationBody: "Certification body is required",
      providerNames: "Please list the providers you work with",
      workCapacity: "Please select your work capacity",
      otherFieldSpecify: "Please specify the other field",
      availableHours: "Please enter your available hours",
    });
  });
});
