import { REGISTRATION_CLOSED_LEAD } from "./application";

/** /register while the site takes no applications (GAP-27): the notice and its form. */
export const registrationClosedTexts = {
  lead: REGISTRATION_CLOSED_LEAD,
  title: "Applications open soon",
  text: "We are preparing the next cohort of the medical interpreter training. Leave your e-mail address and we will write to you once, as soon as applications open.",
  emailLabel: "Email",
  submit: "Tell me when",
  privacy: "We use your address for this one e-mail only.",
} as const;
