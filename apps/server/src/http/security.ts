import type { Context, MiddlewareHandler } from "hono";
import { REQUEST_ID_HEADER } from "./request-id";

interface SecurityOptions {
  https: boolean;
  analytics: boolean;
  /** CSP sources ('sha256-…') of the inline scripts the app page carries (see web.ts). */
  scriptHashes?: readonly string[];
}

type HeaderSet = Readonly<Record<string, string>>;

declare module "hono" {
  interface ContextVariableMap {
    /** The security headers this request's answer carries (see securityHeaders). */
    securityHeaders: HeaderSet;
  }
}

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Security headers for every response, in two sets:
 * - documents (pages, the API reference at /api/docs included, scripts, styles, images, staff
 *   file downloads, which a browser may open as a page): the full policy. The CSP allows no inline
 *   script but the app page's own, by hash (the one that holds what a person does before the
 *   app's code runs; the page's configuration travels in a non-executed JSON block); Mantine
 *   needs inline styles.
 * - JSON answers of /api and /trpc, which are read by scripts and never rendered: the set
 *   OWASP's REST Security Cheat Sheet gives for APIs, with a CSP that allows nothing at all.
 *   The document-only headers (Permissions-Policy, COOP, X-XSS-Protection, …) have no effect
 *   on them, and each costs every answer a validated header and the caller its bytes.
 * The sets are written out as sent (the values of Hono's secureHeaders with these options).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const documents = documentHeaders(options);
  const api = apiHeaders(options);
  return async (c, next) => {
    const set = isJsonAnswer(c.req.path) ? api : documents;
    c.set("securityHeaders", set);
    await next();
    const { res } = c;
    if (secured.has(res)) return;
    for (const name in set) res.headers.set(name, set[name] as string);
    if (isPersonal(c, res)) res.headers.set("cache-control", PRIVATE);
    // And the request's id (request-id.ts), which every answer carries too.
    const id = c.get("requestId");
    if (id) res.headers.set(REQUEST_ID_HEADER, id);
  };
}

/** How long a browser or proxy may keep an answer that needs a session: not at all. */
const PRIVATE = "private, no-store";

/**
 * Answers of /api and /trpc that belong to someone: given to a session (staff data, files), that
 * set or clear its cookie (sign-in with the token, sign-out), refused for want of one (401, 403),
 * given to an API key (lists, files, CVs), or read with an applicant's personal link (their
 * page and slots, in REST and tRPC). Kept in a browser's or proxy's cache, they would outlive
 * the sign-out on a shared computer, or reach the next user of the cache. The hot public reads
 * are built by securedAnswer and never get here; a page keeps its caching even when a signed-in
 * browser sends the cookie along.
 */
function isPersonal(c: Context, res: Response): boolean {
  const { path } = c.req;
  if (!path.startsWith("/api/") && !path.startsWith("/trpc/")) return false;
  if (isApiReference(path)) return false;
  return (
    res.status === 401 ||
    res.status === 403 ||
    !!c.get("session") ||
    !!c.get("apiKey") ||
    res.headers.has("set-cookie") ||
    isApplicantCall(path)
  );
}

/** `/api/application/…` and the tRPC `applicant.*` procedures (one, or in a batch). */
const isApplicantCall = (path: string) =>
  path.startsWith("/api/application/") || /^\/trpc\/(?:[^/]*,)?applicant\./.test(path);

const secured = new WeakSet<Response>();
const NONE: HeaderSet = {};
const merged = new WeakMap<HeaderSet, WeakMap<HeaderSet, HeaderSet>>();

/**
 * An answer that carries its security headers from the start, for the hot public reads: one
 * plain header object, merged once per header set and `headers` object (pass a constant),
 * which Node's adapter writes as it is, where adding the set afterwards builds a Headers
 * object that validates every name and value of every answer. Headers set with c.header()
 * before are not included: use it where no middleware sets any.
 */
export function securedAnswer(
  c: Context,
  body: string | Uint8Array,
  status: number,
  headers: HeaderSet,
): Response {
  const set = c.get("securityHeaders") ?? NONE;
  let bySet = merged.get(set);
  if (!bySet) {
    bySet = new WeakMap();
    merged.set(set, bySet);
  }
  let all = bySet.get(headers);
  if (!all) {
    all = { ...set, ...headers };
    bySet.set(headers, all);
  }
  // The request's id (request-id.ts) is the one header of its own.
  const id = c.get("requestId");
  const res = new Response(body, {
    status,
    headers: id ? { ...all, [REQUEST_ID_HEADER]: id } : all,
  });
  secured.add(res);
  return res;
}

/**
 * The API reference (api-docs.ts): a page and its scripts under /api, rendered by the browser,
 * so they take the document set; public and the same for everyone, so cached as any page.
 */
const isApiReference = (path: string) => path === "/api/docs" || path.startsWith("/api/docs/");

const isJsonAnswer = (path: string) =>
  path.startsWith("/trpc/") ||
  (path.startsWith("/api/") && !path.startsWith("/api/files/") && !isApiReference(path));

function documentHeaders({ https, analytics, scriptHashes = [] }: SecurityOptions): HeaderSet {
  const inline = scriptHashes.map((hash) => ` '${hash}'`).join("");
  const ga = analytics ? " https://www.googletagmanager.com" : "";
  const gaConnect = analytics
    ? " https://www.google-analytics.com https://*.google-analytics.com"
    : "";
  const csp = [
    "default-src 'self'",
    `script-src 'self'${inline}${ga}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${gaConnect}`,
    "font-src 'self'",
    `connect-src 'self'${gaConnect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "cross-origin-resource-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(https ? { "strict-transport-security": HSTS } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "content-security-policy": csp,
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  };
}

function apiHeaders({ https }: SecurityOptions): HeaderSet {
  return {
    // Another site's page cannot embed or read an answer, even without CORS.
    "cross-origin-resource-policy": "same-origin",
    ...(https ? { "strict-transport-security": HSTS } : {}),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  };
}
