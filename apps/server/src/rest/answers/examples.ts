// Examples for the reference (/api/docs): one of each main resource, as the API answers it.
// Illustrative values only (example.com addresses); test/openapi.test.ts checks each against
// its own schema, so they cannot drift from the answers.

const AT = "2026-12-01T09:30:00.000Z";

export const APPLICATION = {
  id: 42,
  fullName: "Sample Applicant",
  email: "applicant@example.com",
  countryCode: "EG",
  phoneNumber: "+201001234567",
  selectedCity: "Cairo",
  selectedCountry: "Egypt",
  trainingCourse: "round-3",
  languagePair: "English - Arabic",
  secondLanguage: "Arabic",
  customLanguage: null,
  assessmentSlot: "17",
  assessmentStartsAt: "2026-12-08T08:00:00.000Z",
  occupation: "working",
  jobTitle: "Nurse",
  jobReferrals: "yes",
  interests: ["Want to earn extra income"],
  otherInterest: null,
  hearAbout: "facebook",
  otherHearAbout: null,
  paymentPlan: "full-payment",
  amountDue: 8500,
  currency: "EGP",
  paymentScreenshot: "/files/5f0c6a1e-8d7b-4c2a-9e51-3b7f2d9a4c10",
  applicationStatus: "pending",
  applicationDate: AT,
  withdrawnAt: null,
  notes: null,
  createdAt: AT,
  updatedAt: AT,
};

export const HISTORY_ENTRY = {
  id: 7,
  event: "status-changed",
  fromStatus: "pending",
  toStatus: "approved",
  notes: "Payment received",
  applicantMessage: "We have received your payment. See you in class!",
  detail: null,
  createdAt: AT,
  actor: "admin@example.com",
  apiKey: "CRM",
  byApplicant: false,
  file: null,
};

export const USER = {
  id: "0b6e1f4c-2f7a-4b55-9d1e-6c3a8f2e7b90",
  email: "staff@example.com",
  username: null,
  role: "moderator",
  firstName: null,
  lastName: null,
  active: true,
};

export const INVITATION = {
  sentAt: "2026-11-24T08:30:00.000Z",
  expiresAt: "2026-11-27T08:30:00.000Z",
};

export const API_KEY = {
  id: "k3x7c2m9q4w8z5r6t1y0",
  name: "CRM",
  scopes: ["applications:read", "applications:write"],
  createdBy: "admin@example.com",
  createdAt: AT,
  expiresAt: null,
  lastUsedAt: AT,
  revokedAt: null,
};

export const WEBHOOK_ENDPOINT = {
  id: "3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a",
  url: "https://crm.example.com/hooks/kairos",
  events: ["application.submitted", "application.status_changed"],
  description: "CRM",
  createdBy: "admin@example.com",
  createdAt: AT,
};

export const ROUND = {
  id: "round-3",
  name: "Round 3",
  startDate: "2027-02-06",
  endDate: "2027-03-27",
  schedule: "Saturdays, online",
  applicationDeadline: null,
  status: "open",
  earlyBirdEndsOn: "2027-01-15",
  regularPriceEgp: null,
  regularPriceUsd: null,
  createdAt: AT,
  updatedAt: AT,
};

export const CONTACT_MESSAGE = {
  id: 12,
  name: "Sample Sender",
  email: "sender@example.com",
  subject: "Certificate question",
  message: "Is the certificate accepted by hospitals abroad?",
  inboxState: "new",
  createdAt: AT,
  updatedAt: AT,
  erasedAt: null,
  erasedBy: null,
  heldAt: null,
  heldById: null,
};
