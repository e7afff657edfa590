import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  applicationSchema,
  contactMessageSchema,
  interpreterRegistrationSchema,
  interpreterRequestSchema,
} from "../src";

/** The first message per field, as the forms and the REST answer show them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}

const validRequest = {
  fullName: "Ann Lee",
  email: "ann@example.com",
  countryCode: "US",
  phoneNumber: "+15551234567",
  sourceLanguage: "English",
  targetLanguage: "Arabic",
  serviceType: "phone",
};

describe("interpreter request (REQ-07..23)", () => {
  it("accepts a valid request and drops blank optional fields", () => {
    const parsed = interpreterRequestSchema.parse({ ...validRequest, organization: "   " });
    expect(parsed.organization).toBeUndefined();
    expect(parsed.email).toBe("ann@example.com");
  });

  it("has the spec's message for every rule", () => {
    expect(
      errorsOf(interpreterRequestSchema, {
        fullName: "A",
        email: "nope",
        countryCode: "",
        phoneNumber: "+1",
        sourceLanguage: "",
        targetLanguage: "",
        serviceType: "",
      }),
    ).toEqual({
      fullName: "Full name must be at least 2 characters",
      email: "Please enter a valid email address",
      countryCode: "Country code is required",
      phoneNumber: "Please enter a valid phone number",
      sourceLanguage: "Please select a source language",
      targetLanguage: "Please select a target language",
      serviceType: "Please select a service type",
    });
    expect(
      errorsOf(interpreterRequestSchema, { ...validRequest, phoneNumber: "555-1234" }),
    ).toEqual({
      phoneNumber: "Phone number must start with + followed by numbers",
    });
  });

  it("treats blank-only text as missing", () => {
    expect(errorsOf(interpreterRequestSchema, { ...validRequest, fullName: "   " })).toEqual({
      fullName: "Full name must be at least 2 characters",
    });
  });

  it("refuses the same source and target language, on the target", () => {
    expect(
      errorsOf(interpreterRequestSchema, { ...validRequest, targetLanguage: "english" }),
    ).toEqual({ targetLanguage: "Source and target languages must be different" });
  });

  it("requires the address for on-site service only", () => {
    expect(
      errorsOf(interpreterRequestSchema, { ...validRequest, serviceType: "onsite", street: "  " }),
    ).toEqual({
      street: "Street address is required for on-site service",
      city: "City is required for on-site service",
      state: "State is required for on-site service",
      zipCode: "Zip code is required for on-site service",
      country: "Country is required for on-site service",
    });
    expect(errorsOf(interpreterRequestSchema, { ...validRequest, serviceType: "video" })).toEqual(
      {},
    );
  });

  it("falls back to 'Invalid input'", () => {
    expect(errorsOf(interpreterRequestSchema, "not an object")).toEqual({ _: "Invalid input" });
    expect(errorsOf(interpreterRequestSchema, { ...validRequest, budgetRange: 42 })).toEqual({
      budgetRange: "Invalid input",
    });
  });

  it("limits text lengths", () => {
    expect(
      errorsOf(interpreterRequestSchema, { ...validRequest, additionalInfo: "x".repeat(2001) }),
    ).toEqual({ additionalInfo: "Must be at most 2000 characters" });
  });
});

describe("contact message (CON-06..09)", () => {
  it("has the spec's messages", () => {
    expect(
      errorsOf(contactMessageSchema, { name: "A", email: "x", subject: "Hi", message: "short" }),
    ).toEqual({
      name: "Full name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    });
    expect(
      errorsOf(contactMessageSchema, {
        name: "Ann Lee",
        email: "a@b.co",
        subject: "Hello there",
        message: "Ten chars+ message",
      }),
    ).toEqual({});
  });

  it("limits the message length", () => {
    expect(
      errorsOf(contactMessageSchema, {
        name: "Ann Lee",
        email: "a@b.co",
        subject: "Hello there",
        message: "x".repeat(5001),
      }),
    ).toEqual({ message: "Must be at most 5000 characters" });
  });
});

describe("forms given something other than an object (found by fuzzing)", () => {
  it("answer 'Invalid input' instead of throwing", () => {
    for (const schema of [
      interpreterRequestSchema,
      applicationSchema,
      interpreterRegistrationSchema,
    ] as z.ZodType[]) {
      for (const value of [null, undefined, 42, "text", []]) {
        expect(errorsOf(schema, value)).toEqual({ _: "Invalid input" });
      }
    }
  });
});
