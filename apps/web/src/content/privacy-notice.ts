// The default privacy notice of /privacy (decision 0032), which staff replace in Settings with
// their own (the same restricted format: packages/shared/src/notice-text.ts). Sober by intent:
// the business's name and contacts come from Settings; no names, credentials or promises beyond
// what the site does.

import { FIND_APPLICATION_ROUTE, type RetentionSettings } from "@kairos/shared";

export interface NoticeFacts {
  businessName: string;
  businessAddress?: string | undefined;
  supportEmail: string;
  supportPhone: string;
  /** Whether Google Analytics is configured (GA_MEASUREMENT_ID). */
  googleAnalytics: boolean;
  /** Settings' periods (decision 0033). */
  retention: RetentionSettings;
}

/** The default notice in the restricted text format, filled with this site's Settings. */
export function defaultPrivacyNotice(f: NoticeFacts): string {
  const mail = `[${f.supportEmail}](mailto:${f.supportEmail})`;
  const address = f.businessAddress ? ` Our postal address is ${f.businessAddress}.` : "";
  const r = f.retention;
  return `## Who we are

${f.businessName} runs this website, trains medical interpreters and supplies interpreting services. We decide why and how the personal data sent through this site is used (we are its controller). Contact us about your data at ${mail} or ${f.supportPhone}.${address}

## What each form collects and why

- Training application (/register): your name, e-mail address, phone number, country and city of residence, languages, occupation and background, your choice of course, round and assessment date, and later the proofs of payment you upload. We use them to assess and enrol you, to arrange your assessment and classes, to take payment and to write to you about your application. The legal basis is the steps you ask us to take before and under a contract with you.
- Interpreter registration (/interpreter-registration): your name, contact details, country and city, languages and how well you speak them, experience, certifications, availability and rates, your CV and certificates, and the names and contact details of your referees. We use them to consider you for interpreting work and to contact you and your referees about it. The legal basis is your consent, which you give on the form and may withdraw at any time.
- Interpreter request (/request-interpreter): your name, organisation, e-mail address, phone number, the languages, the date, time, place and kind of service you need, and what you tell us about it. We use them to arrange the interpreter and to answer you. The legal basis is the steps you ask us to take before a contract.
- Contact form (/contact-us): your name, e-mail address, subject and message, to answer you. The legal basis is our legitimate interest in answering the people who write to us.
- "Tell me when" list and finding your application (${FIND_APPLICATION_ROUTE}): your e-mail address, to send you what you asked for (the news that applications are open, or the link to your application's page).

To protect the forms from abuse, the server notes the internet address and e-mail address of each submission for a short while (the length of the limit on repeated submissions), then deletes the note.

Do not send us health information about patients or anyone else: the forms do not need it.

## Visits and cookies

We count page views and a few events (such as pressing Apply Now) on our own server without cookies and without storing any identifier: only the page (never the key of a personal link), the event and the time. To limit abuse, the server keeps your internet address for a minute beside a count of the hits it sent, then drops it. Your browser keeps, for the length of its session, a note of the application steps it already counted, which never leaves it. We work out your country from your internet address on our own server, to show prices in your currency; the address is not stored for this.${
    f.googleAnalytics
      ? '\n\nWith your consent, and only then, we also use Google Analytics (Google LLC), which sets cookies and receives your internet address and the pages you visit. You can accept or refuse in the banner, and change your choice at any time with the "Analytics cookies" link at the foot of every page.'
      : ""
  }

## Who receives your data

- Our staff, who need it to handle your application, registration, request or message, each with their own account.
- Our e-mail provider, which carries the e-mails we send you and the alerts that tell our staff about your submission.
- Our hosting and storage providers, which keep the site's database and the files you upload (CVs, certificates, proofs of payment).
- Services we connect to this site (webhooks) to handle submissions in our other tools, which receive the submission's details when it arrives.${
    f.googleAnalytics ? "\n- Google, only if you accept analytics cookies." : ""
  }

Some of these providers may keep data outside the country you live in (for example in the United States or the European Union). Where the law asks for it, we use the safeguards it provides for such transfers. We do not sell your data.

## How long we keep it

- Training applications, with their files and payments: ${r.applicationMonths} months after the end of the round you applied to, unless the law asks us to keep payment records longer.
- Interpreter registrations, with CVs, certificates and referees' details: ${r.registrationMonths} months after the registration was last updated.
- Interpreter requests and contact messages: ${r.inboxMonths} months after we receive them.

After that they are deleted.

## Your rights

Depending on where you live (Egypt's Personal Data Protection Law No. 151 of 2020, the EU and UK General Data Protection Regulation, the privacy laws of US states and others), you may ask to see the data we hold about you and receive a copy, to correct it, to delete it, to restrict or object to its use, and to withdraw a consent you gave, without affecting what was done before.

- Applicants: download your data or delete it from your application's page; [find your application](${FIND_APPLICATION_ROUTE}) to be sent its link.
- Interpreters who registered, people who requested an interpreter or wrote to us: ask through our [data request form](/privacy/request), where we confirm that the request is yours by a link sent to your e-mail address, or write to ${mail}.

We answer within a month. If you think we have not respected your rights, you may complain to the data protection authority where you live (in Egypt, the Personal Data Protection Center).`;
}
