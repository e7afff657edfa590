import { PUBLIC_ROUTES } from "@kairos/shared";

/**
 * The public routes rendered to HTML at build time: every public route of the spec except the
 * form pages, whose content is the form (the training application, the interpreter request
 * and registration, and the contact form, whose company details are in every page's footer
 * too). Those, the staff console and the 404 page start in the browser.
 */
export const CLIENT_RENDERED_ROUTES = [
  "/register",
  "/request-interpreter",
  "/interpreter-registration",
  "/contact-us",
] as const;

export const PRERENDERED_ROUTES: readonly string[] = PUBLIC_ROUTES.filter(
  (path) => !(CLIENT_RENDERED_ROUTES as readonly string[]).includes(path),
);
