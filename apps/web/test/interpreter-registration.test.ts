import { REGISTRATION_MESSAGES } from "@kairos/shared";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_WRONG_TYPE,
  registrationPercent,
  registrationStepLabel,
  SUBMIT_FAILED,
} from "../src/content/interpreter-registration";
import {
  parseRegistrationDraft,
  registrationStepErrors,
} from "../src/features/interpreter-registrations/checks";
import {
  emptyRegistration,
  firstRegistrationStepOf,
  languagesNamed,
  type RegistrationValues,
  registrationFormData,
  registrationOutcome,
} from "../src/features/interpreter-registrations/registration";

// The pure part of the interpreter registration (docs/requirements.md, public-site §3, §5; REG-01..26): the
// per-step validation, the multipart body, the draft and the reading of the server's answer.

const reference = (n: number) => ({
  name: `Ref ${n}`,
  organisation: "General Hospital",
  position: "Manager",
  address: "1 Main Street",
  email: `ref${n}@example.com`,
  telephone: "+1 555 000 0000",
  capacity: "Supervisor",
});

const complete = (): RegistrationValues => ({
  ...emptyRegistration(),
  fullName: "Ana Lopez",
  email: "ana@example.com",
  phoneNumber: "+1 555 123 4567",
  countryOfResidence: "United States",
  cityZipCode: "Austin 78701",
  languagePair: "English - Spanish",
  otherLanguages: "French",
  proficiencyRatings: { English: "advanced", Spanish: "native" },
  yearsOfExperience: "3-5",
  interpretingSettings: ["In-person"],
  interpretationTypes: ["Consecutive"],
  preferredMode: "both",
  availability: ["Part-time"],
  professionalFields: ["medical"],
  hourlyRate: "$35",
  whyJoinKairos: "x".repeat(50),
  reference1: reference(1),
  reference2: reference(2),
  confirmAccuracy: true,
  consentContact: true,
});

const pdf = () => new File(["%PDF-1.4"], "resume.pdf", { type: "application/pdf" });

describe("registration texts", () => {
  it("says the step and the share done", () => {
    expect(registrationStepLabel(0)).toBe("Step 1 of 3");
    expect([0, 1, 2].map(registrationPercent)).toEqual([0, 33, 67]);
  });
});

describe("languagesNamed", () => {
  it("splits the pair and the other languages on '-', '/' and ','", () => {
    expect(
      languagesNamed({
        languagePair: "English - Spanish",
        otherLanguages: "French/ Arabic,english",
      }),
    ).toEqual(["English", "Spanish", "French", "Arabic"]);
    expect(languagesNamed({ languagePair: " ", otherLanguages: "" })).toEqual([]);
  });
});

describe("registrationStepErrors", () => {
  it("reports step 1's own messages only on an empty form", () => {
    const errors = registrationStepErrors(emptyRegistration(), 0);
    expect(errors.fullName).toBe(REGISTRATION_MESSAGES.fullName);
    expect(errors.phoneNumber).toBe(REGISTRATION_MESSAGES.phoneNumber);
    expect(errors.countryOfResidence).toBe(REGISTRATION_MESSAGES.countryOfResidence);
    expect(errors.cityZipCode).toBe(REGISTRATION_MESSAGES.cityZipCode);
    expect(errors.languagePair).toBe(REGISTRATION_MESSAGES.languagePair);
    expect(errors.email).toBeTruthy();
    expect(errors.hourlyRate).toBeUndefined();
    expect(errors.resumeFile).toBeUndefined();
  });

  it("passes each step of a complete form (step 2 with a resume)", () => {
    expect(registrationStepErrors(complete(), 0)).toEqual({});
    expect(registrationStepErrors(complete(), 1, { resumeFile: pdf() })).toEqual({});
    expect(registrationStepErrors(complete(), 2)).toEqual({});
  });

  it("needs the resume on step 2 and checks the documents' type and size", () => {
    expect(registrationStepErrors(complete(), 1).resumeFile).toBe(REGISTRATION_MESSAGES.resumeFile);
    const exe = new File(["MZ"], "tool.exe", { type: "application/x-msdownload" });
    expect(registrationStepErrors(complete(), 1, { resumeFile: exe }).resumeFile).toBe(
      DOCUMENT_WRONG_TYPE,
    );
    const big = { name: "big.pdf", type: "application/pdf", size: 11 * 1024 * 1024 } as File;
    expect(registrationStepErrors(complete(), 1, { resumeFile: big }).resumeFile).toBe(
      DOCUMENT_TOO_LARGE,
    );
  });

  it("requires step 2's conditional fields only when their condition is on (REG-26)", () => {
    const values = {
      ...complete(),
      isCertifiedMedical: true,
      workingWithProviders: true,
      professionalFields: ["medical", "other"],
      availability: ["Specific hours"],
    };
    const errors = registrationStepErrors(values, 1, { resumeFile: pdf() });
    expect(errors).toEqual({
      certificationBody: REGISTRATION_MESSAGES.certificationBody,
      providerNames: REGISTRATION_MESSAGES.providerNames,
      workCapacity: REGISTRATION_MESSAGES.workCapacity,
      otherFieldSpecify: REGISTRATION_MESSAGES.otherFieldSpecify,
      availableHours: REGISTRATION_MESSAGES.availableHours,
    });
    // Texts left behind by a condition that is off again are not checked (nor sent).
    const off = { ...values, isCertifiedMedical: false, certificationBody: "" };
    expect(registrationStepErrors(off, 1, { resumeFile: pdf() }).certificationBody).toBeUndefined();
  });

  it("checks 49 versus 50 characters, references and consents on step 3 (REG-22..25)", () => {
    const values = {
      ...complete(),
      whyJoinKairos: "x".repeat(49),
      reference1: { ...reference(1), email: "nope" },
      reference2: { ...reference(2), capacity: " " },
      confirmAccuracy: false,
      consentContact: false,
    };
    expect(registrationStepErrors(values, 2)).toEqual({
      whyJoinKairos: REGISTRATION_MESSAGES.whyJoinKairos,
      "reference1.email": "Please enter a valid email for reference 1",
      "reference2.capacity": "Capacity is required for reference 2",
      confirmAccuracy: REGISTRATION_MESSAGES.confirmAccuracy,
      consentContact: REGISTRATION_MESSAGES.consentContact,
    });
  });

  it("ignores ratings of languages no longer named and unchosen ones", () => {
    const values = {
      ...complete(),
      proficiencyRatings: { English: "", German: "bogus", Spanish: "native" },
    };
    expect(registrationStepErrors(values, 0)).toEqual({});
  });
});

describe("registrationFormData", () => {
  it("sends each field as its own part: JSON lists and objects, 'true'/'false', the files", () => {
    const values = { ...complete(), certificationBody: "left over", fullName: "  Ana Lopez " };
    const resume = pdf();
    const body = registrationFormData(values, { resumeFile: resume });
    expect(body.get("fullName")).toBe("Ana Lopez");
    expect(body.get("interpretingSettings")).toBe('["In-person"]');
    expect(JSON.parse(String(body.get("reference1")))).toEqual(reference(1));
    expect(JSON.parse(String(body.get("proficiencyRatings")))).toEqual({
      English: "advanced",
      Spanish: "native",
    });
    expect(body.get("isCertifiedMedical")).toBe("false");
    expect(body.get("confirmAccuracy")).toBe("true");
    expect(body.get("certificationBody")).toBe("");
    expect(body.has("website")).toBe(false);
    expect(body.has("certificateFile")).toBe(false);
    const part = body.get("resumeFile");
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe("resume.pdf");
    expect(body.getAll("fullName")).toHaveLength(1);
  });

  it("passes the honeypot on when a robot filled it", () => {
    const body = registrationFormData({ ...complete(), website: "spam.example" }, {});
    expect(body.get("website")).toBe("spam.example");
  });
});

describe("registrationOutcome", () => {
  it("reads the reference and whether the e-mail went out", () => {
    expect(
      registrationOutcome(201, {
        success: true,
        message: "Registration submitted successfully",
        data: { id: 1, reference: "REG-000001", emailSent: true },
      }),
    ).toEqual({ kind: "success", reference: "REG-000001", emailSent: true });
  });

  it("keeps the server's message and field errors, else a generic message", () => {
    expect(
      registrationOutcome(400, {
        success: false,
        message: "Validation failed",
        errors: { "reference1.email": "Please enter a valid email for reference 1" },
      }),
    ).toEqual({
      kind: "error",
      text: "Validation failed",
      fieldErrors: { "reference1.email": "Please enter a valid email for reference 1" },
    });
    expect(registrationOutcome(502, null)).toEqual({ kind: "error", text: SUBMIT_FAILED });
  });

  it("finds the first step of field errors", () => {
    expect(firstRegistrationStepOf(["reference1.email", "resumeFile"])).toBe(1);
    expect(firstRegistrationStepOf(["fullName"])).toBe(0);
    expect(firstRegistrationStepOf(["eligibilityProofFile"])).toBe(2);
    expect(firstRegistrationStepOf(["unknown"])).toBeNull();
  });
});

describe("parseRegistrationDraft", () => {
  it("restores the answers and the step, dropping unknown keys and wrong types", () => {
    const raw = JSON.stringify({
      step: 7,
      values: { ...complete(), fullName: 5, extra: "x", interpretingSettings: ["In-person", 3] },
    });
    const draft = parseRegistrationDraft(raw);
    expect(draft?.step).toBe(2);
    expect(draft?.values.fullName).toBe("");
    expect(draft?.values.interpretingSettings).toEqual(["In-person"]);
    expect(draft?.values.reference1).toEqual(reference(1));
    expect(draft?.values.confirmAccuracy).toBe(true);
    expect(draft?.values).not.toHaveProperty("extra");
    expect(parseRegistrationDraft("{not json")).toBeNull();
    expect(parseRegistrationDraft(null)).toBeNull();
  });
});
