import { type InterpreterRequestInput, requestWhen, settingLabel } from "@kairos/shared";

// Mail templates: plain functions returning subject, text and HTML. Values are escaped in
// the HTML; the text part is what a plain-text client shows.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Makes `targets` clickable in an HTML part made by render(), which escapes every value as
 * text: an e-mail address becomes a mailto: link, an http(s) address a link, with any longer
 * address that starts with it (a page of the site) up to a space, a quote or the end of the
 * sentence. Only the text between tags is read, so a link is never made inside another.
 */
export function linkify(html: string, targets: string[]): string {
  const patterns = targets
    .filter((t) => t !== "")
    .map((t) =>
      /^https?:\/\//i.test(t)
        ? `${escapeRegExp(escapeHtml(t))}(?:[/?#][^\\s<>"']*)?`
        : `(?<![\\w.+-])${escapeRegExp(escapeHtml(t))}(?![\\w-]|\\.\\w)`,
    );
  if (patterns.length === 0) return html;
  const found = new RegExp(patterns.join("|"), "gi");
  return html
    .split(/(<a\b[^>]*>[\s\S]*?<\/a>|<[^>]*>)/i)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(found, (match) => {
            const [, shown = match, after = ""] = /^(.*?)([.,;:)]*)$/.exec(match) ?? [];
            const href = shown.includes("@") && !shown.includes("/") ? `mailto:${shown}` : shown;
            return `<a href="${href}">${shown}</a>${after}`;
          }),
    )
    .join("");
}

interface Row {
  label: string;
  value: string | undefined;
}

/** A paragraph of the HTML part; its line breaks (a message typed by staff) are kept. */
const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

export function render(
  title: string,
  intro: string[],
  rows: Row[],
  outro: string[] = [],
): MailContent {
  const shown = rows.filter((r) => r.value);
  const text = [
    ...intro,
    "",
    ...shown.map((r) => `${r.label}: ${r.value}`),
    ...(outro.length ? ["", ...outro] : []),
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#212529;line-height:1.5">
<h2 style="color:#1971c2">${escapeHtml(title)}</h2>
${intro.map(paragraph).join("\n")}
${
  shown.length
    ? `<table cellpadding="6" style="border-collapse:collapse">${shown
        .map(
          (r) =>
            `<tr><th align="left" style="vertical-align:top">${escapeHtml(r.label)}</th><td style="white-space:pre-wrap">${escapeHtml(r.value ?? "")}</td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${outro.map(paragraph).join("\n")}
</body></html>`;
  return { subject: title, text, html };
}

/**
 * The sentence with the applicant's personal page, in every mail to an applicant (decision 0010);
 * `link` is minted for that mail (issueApplicantLink).
 */
export const pageLine = (link: string) =>
  `Your application, your assessment and what happens next are on your own page: ${link}`;

const SERVICE_LABELS = {
  onsite: "On-site",
  phone: "Phone interpreting",
  video: "Video remote interpreting",
};

/**
 * What a request asks for, which says what kind of job it is and no one's details: who asked,
 * their contacts, the address and their own words are in the console (decision 0035).
 */
function requestRows(r: InterpreterRequestInput, reference: string): Row[] {
  return [
    { label: "Reference", value: reference },
    { label: "Languages", value: `${r.sourceLanguage} to ${r.targetLanguage}` },
    { label: "Service", value: SERVICE_LABELS[r.serviceType] },
    { label: "When", value: requestWhen(r) },
    { label: "Setting", value: settingLabel(r.setting) },
  ];
}

/** The sentence of a staff alert that links to the record's screen in the console. */
export const consoleLine = (url: string) => `Open it in the staff console: ${url}`;

/** The line that gives the sender the reference to quote ("REQ-000042"). */
const quoteLine = (reference: string) =>
  `Your reference: ${reference}. Please quote it when you write to us.`;

/** To staff: a new interpreter request, by reference, with the console's inbox to open it in. */
export function staffInterpreterRequestMail(
  r: InterpreterRequestInput,
  reference: string,
  url: string,
): MailContent {
  return render(
    `New interpreter request ${reference}: ${r.sourceLanguage} to ${r.targetLanguage}`,
    ["Someone asked for an interpreter.", consoleLine(url)],
    requestRows(r, reference),
  );
}

/**
 * The acknowledgement of a public form goes to an address no one has verified: it quotes
 * nothing the sender typed (a name, a subject, a message, an organisation), so that the form
 * cannot be used to send anyone words of a stranger's choosing under Kairos's name. It says
 * what was received, the reference and the promise, and that a mistaken recipient may ignore it.
 */
const acknowledgement = (title: string, thanks: string, reference: string) =>
  render(
    title,
    ["Hello,", thanks, quoteLine(reference)],
    [],
    ["If you did not use our form, you can ignore this e-mail.", "Kairos"],
  );

export const interpreterRequestAcknowledgement = (reference: string): MailContent =>
  acknowledgement(
    "We received your interpreter request",
    "Thank you for your request. We will contact you shortly to confirm the details.",
    reference,
  );

/**
 * To staff: a new contact message, by reference only; who wrote, their address and their
 * words are read in the console's inbox, and answered from there (decision 0035).
 */
export function staffContactMail(reference: string, url: string): MailContent {
  return render(
    `New contact message ${reference}`,
    ["Someone wrote through the contact form.", consoleLine(url)],
    [{ label: "Reference", value: reference }],
  );
}

/** The contact form's acknowledgement keeps the page's promise: a reply within 24 hours. */
export const contactAcknowledgement = (reference: string): MailContent =>
  acknowledgement(
    "We received your message",
    "Thank you for contacting Kairos. We will reply within 24 hours.",
    reference,
  );

/** The registration's acknowledgement: its reference, and what happens next. */
export const interpreterRegistrationAcknowledgement = (reference: string): MailContent =>
  acknowledgement(
    "We received your interpreter registration",
    "Thank you for registering with Kairos. Our team will review your registration and contact you.",
    reference,
  );
