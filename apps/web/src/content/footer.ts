import { businessHours } from "./contact";
import type { RoutePath } from "./navigation";

// The footer of docs/requirements.md, public-site §1 and §2 "Landing page".

export interface FooterLink {
  label: string;
  to: RoutePath;
  /** A section of the landing page, e.g. `/#trainer`. */
  hash?: string;
}

export const footerTagline = "Be the Voice, Change a Life";
export const footerIntro =
  "Online, instructor-led medical interpreter training and professional interpreting services.";
/**
 * The contact page's opening hours (CON-02) in the footer's short form (NAV-23's "Mon-Fri
 * 9AM-6PM EST"), so the two never differ (INC-16): "Mon-Fri 9AM-6PM EST, Sat 10AM-4PM EST".
 */
export const supportHours = businessHours
  .filter(({ hours }) => hours !== "Closed")
  .map(({ days, hours }) => `${days} ${hours.replace(/:00 /g, "")}`)
  .join(", ");

/** The year the copyright starts (NAV-26); it runs to the visitor's current year. */
export const copyrightSince = 2025;

/** "2025" in 2025, "2025–2026" after it. */
export const copyrightYears = (now: number) =>
  now > copyrightSince ? `${copyrightSince}–${now}` : String(copyrightSince);

export interface CreditLink {
  label: string;
  href: string;
}

/** A line under the copyright: data the site uses under a licence that asks for a credit. */
export interface DataCredit {
  text: string;
  source: CreditLink;
  licence?: CreditLink;
}

export const dataCredits: DataCredit[] = [
  // CC BY 4.0 asks for a credit, a link to the licence and a note that the data was changed
  // (marks removed, common names added).
  {
    text: "City names adapted from",
    source: { label: "GeoNames", href: "https://www.geonames.org/" },
    licence: { label: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" },
  },
  // The visitor's country is detected with geoip-country, whose data licence asks for this line.
  {
    text: "This product includes GeoLite2 data created by",
    source: { label: "MaxMind", href: "https://www.maxmind.com" },
  },
];

export const quickLinks: FooterLink[] = [
  { label: "About Us", to: "/about-us" },
  { label: "Request an Interpreter", to: "/request-interpreter" },
  { label: "Medical Interpreter Training", to: "/medical-training" },
  { label: "Our Trainer", to: "/", hash: "trainer" },
  { label: "Partnerships", to: "/partners" },
  { label: "Contact Us", to: "/contact-us" },
];

export const resourceLinks: FooterLink[] = [
  { label: "Success Stories", to: "/", hash: "testimonials" },
  { label: "I am an Interpreter", to: "/interpreter-registration" },
  { label: "Jobs", to: "/jobs" },
  { label: "FAQ", to: "/", hash: "faq" },
  { label: "Apply Now", to: "/register" },
];
