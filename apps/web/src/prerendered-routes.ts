import { FIND_APPLICATION_ROUTE, PUBLIC_ROUTES } from "@kairos/shared";

/**
 * The routes rendered to HTML at build time: every public route of the spec, the form pages
 * included (their heading, introduction and the form's first step; drafts, residence and the
 * session apply after mount), and "Find my application". The staff console, the applicant's
 * own page (a personal link) and the 404 page start in the browser.
 */
export const PRERENDERED_ROUTES: readonly string[] = [...PUBLIC_ROUTES, FIND_APPLICATION_ROUTE];
