// The route table of the specification (docs/requirements.md, public-site §2), plus the staff screens that
// later issues add. The server answers 200 for these and 404 (with the app) for any other path.

export const PUBLIC_ROUTES = [
  "/",
  "/about-us",
  "/courses",
  "/medical-training",
  "/60-hour-medical-training",
  "/customized-training",
  "/request-interpreter",
  "/interpreter-registration",
  "/jobs",
  "/partners",
  "/contact-us",
  "/register",
  "/unauthorized",
  // The privacy notice (decision 0032): linked from the footer and under every form.
  "/privacy",
  "/privacy/request",
] as const;

export const STAFF_ROUTES = [
  "/admin/login",
  "/admin/dashboard",
  "/admin/applications",
  "/admin/payments",
  "/admin/booked-slots",
  "/admin/interpreters",
  "/admin/requests",
  "/admin/messages",
  "/admin/users",
  "/admin/api-keys",
  "/admin/webhooks",
  "/admin/settings",
  "/admin/slots",
  "/admin/privacy-requests",
  "/admin/access-log",
] as const;

/** "Find my application", and the applicant's own page under it (decision 0010). */
export const FIND_APPLICATION_ROUTE = "/application";
/** `/application/<token>`: a personal link (never indexed, never in the sitemap). */
export const isApplicantPagePath = (path: string) =>
  /^\/application\/[a-z2-7]+\.[a-z2-7]+$/.test(path);

/** `/admin/invitation/<token>`: a staff invitation's page (AUTH-19), a key as well. */
export const isStaffInvitationPath = (path: string) =>
  /^\/admin\/invitation\/[a-z2-7]+\.[a-z2-7]+$/.test(path);

/** `/privacy/confirm/<token>`: the link that confirms a privacy request (decision 0034). */
export const isPrivacyConfirmPath = (path: string) =>
  /^\/privacy\/confirm\/[a-z2-7]{16,64}$/.test(path);

/** A page whose address is a key: never indexed, cached or logged whole. */
export const isKeyPagePath = (path: string) =>
  isApplicantPagePath(path) || isStaffInvitationPath(path) || isPrivacyConfirmPath(path);

/**
 * The path page counts may keep (decision 0032): a personal link's key identifies its holder, so
 * its pages are counted under one name, and a query or fragment is never kept.
 */
export function analyticsPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  if (bare.startsWith(`${FIND_APPLICATION_ROUTE}/`)) return `${FIND_APPLICATION_ROUTE}/[key]`;
  if (bare.startsWith("/admin/invitation/")) return "/admin/invitation/[key]";
  return bare;
}

/** `/admin/applications/<id>`: one application's page in the console. */
export const isConsoleApplicationPath = (path: string) =>
  /^\/admin\/applications\/\d{1,9}$/.test(path);

const known = new Set<string>([...PUBLIC_ROUTES, ...STAFF_ROUTES, FIND_APPLICATION_ROUTE]);

/** True when `pathname` is a screen of the app (a trailing slash is ignored). */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    known.has(path === "" ? "/" : path) || isKeyPagePath(path) || isConsoleApplicationPath(path)
  );
}
