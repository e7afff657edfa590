// The privacy notice's short lines (decision 0032): under each form's submit button, in the
// footer. Every page has them: the notice itself is in
// privacy-notice.ts, which only /privacy and Settings load.

import { SITE_NAME } from "./pages";

export const PRIVACY_ROUTE = "/privacy";

export const privacyPage = {
  title: "Privacy Notice",
  description: `How ${SITE_NAME} uses the personal data its forms collect, who receives it, how long it is kept and how to use your rights.`,
} as const;

/** Under every form's submit button: the point of collection links to the notice. */
export const formPrivacyNote = {
  before: "We use what you send only to answer it. Read our",
  link: "privacy notice",
  after: "to see who receives it, how long it is kept and your rights.",
} as const;

/** The footer's links. */
export const footerPrivacy = {
  notice: "Privacy notice",
  analyticsChoice: "Analytics cookies",
} as const;
