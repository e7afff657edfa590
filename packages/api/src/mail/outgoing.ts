import { type MailSettings, mailSettingsOf } from "../services/settings/settings";
import type { MailMessage } from "./mailer";
import { linkify } from "./templates";

// Who a mail goes to and where its replies go, decided in one place for every mail. The sender
// is always the environment's MAIL_FROM (a domain the SMTP server may send for); the contacts
// come from Settings once an admin saves them (mailSettingsOf):
// - a person outside the team (applicant, requester, sender of a message, interpreter) gets the
//   mail with Reply-To the support address, so that a reply reaches the team;
// - a staff alert goes to the staff address (Settings, else STAFF_EMAIL, else the support
//   address), with no Reply-To: it names no one (decision 0035), staff answer from the console.
// The outbox stores the message as it was made, Reply-To included (outbox.ts).

declare const addressed: unique symbol;
/** A message whose addresses were set here: what sendOrQueue takes. */
export type AddressedMail = MailMessage & { readonly [addressed]: true };

type Content = Omit<MailMessage, "to" | "replyTo">;
type Deps = Parameters<typeof mailSettingsOf>[0];

/** Makes this site's links (personal pages, console screens) clickable in the HTML part. */
const withSiteLinks = (deps: Deps, content: Content, also: string[] = []): Content => ({
  ...content,
  html: linkify(content.html, [deps.mail.publicUrl, ...also]),
});

/** `content` to a person outside the team: replies go to the support address. */
export async function toPerson(deps: Deps, to: string, content: Content): Promise<AddressedMail> {
  const { supportEmail } = await mailSettingsOf(deps);
  return {
    ...withSiteLinks(deps, content, [supportEmail]),
    to,
    replyTo: supportEmail,
  } as AddressedMail;
}

/** A staff alert: to the staff address. */
export async function toStaff(deps: Deps, content: Content): Promise<AddressedMail> {
  return toStaffWith(deps, await mailSettingsOf(deps), content);
}

/** toStaff with the contacts already read (inside a transaction, which must not read more). */
export function toStaffWith(
  deps: Deps,
  { staffEmail }: Pick<MailSettings, "staffEmail">,
  content: Content,
): AddressedMail {
  return { ...withSiteLinks(deps, content), to: staffEmail } as AddressedMail;
}

/** A screen of the staff console (`/admin/...`): where a staff alert sends its reader. */
export const consoleUrl = (deps: Pick<Deps, "mail">, path: `/admin/${string}`) =>
  `${deps.mail.publicUrl}${path}`;

/** The staff console's page of one application: the link of every staff alert about it. */
export const consoleApplicationUrl = (deps: Pick<Deps, "mail">, applicationId: number) =>
  consoleUrl(deps, `/admin/applications/${applicationId}`);
