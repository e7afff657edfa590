import type { LinkProps } from "@tanstack/react-router";

// The top navigation of docs/requirements.md, public-site §2 "Top navigation".

export type RoutePath = NonNullable<LinkProps["to"]>;
export interface NavLink {
  label: string;
  to: RoutePath;
}
export interface NavDropdown {
  label: string;
  items: NavLink[];
}
export interface SectionLink {
  label: string;
  /** Id of a section of the landing page. */
  section: "trainer" | "testimonials";
}

export const primaryLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about-us" },
];

export const trailingLinks: NavLink[] = [
  { label: "Partnerships", to: "/partners" },
  { label: "Contact", to: "/contact-us" },
];

/** In the mobile menu only; the desktop bar has the Courses dropdown instead. */
export const coursesLink: NavLink = { label: "Courses", to: "/courses" };

export const dropdowns: NavDropdown[] = [
  {
    label: "Services",
    items: [
      { label: "Request an Interpreter", to: "/request-interpreter" },
      { label: "40-Hour Medical Interpreter Training", to: "/medical-training" },
      { label: "60-Hour Medical Interpreter Training", to: "/60-hour-medical-training" },
      { label: "Customized Training", to: "/customized-training" },
    ],
  },
  {
    label: "Courses",
    items: [
      { label: "40-Hour Medical Interpreter Training", to: "/medical-training" },
      { label: "60-Hour Medical Interpreter Training", to: "/60-hour-medical-training" },
    ],
  },
  {
    label: "Careers",
    items: [
      { label: "I am an interpreter", to: "/interpreter-registration" },
      { label: "Jobs", to: "/jobs" },
    ],
  },
];

export const sectionLinks: SectionLink[] = [
  { label: "Trainer", section: "trainer" },
  { label: "Stories", section: "testimonials" },
];

/** After navigating home from another page, the bar scrolls to the section after this delay. */
export const HOME_SCROLL_DELAY_MS = 100;
