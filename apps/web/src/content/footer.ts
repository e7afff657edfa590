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
export const supportHours = "Mon-Fri 9AM-6PM EST";
export const copyrightYear = 2025;

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
