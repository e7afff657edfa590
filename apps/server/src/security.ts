import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

interface SecurityOptions {
  https: boolean;
  analytics: boolean;
}

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Security headers for every response, in two sets:
 * - documents (pages, scripts, styles, images, staff file downloads, which a browser may open
 *   as a page): the full policy. The CSP allows no inline script (the page's configuration
 *   travels in a non-executed JSON block); Mantine needs inline styles.
 * - JSON answers of /api and /trpc, which are read by scripts and never rendered: the set
 *   OWASP's REST Security Cheat Sheet gives for APIs, with a CSP that allows nothing at all.
 *   The document-only headers (Permissions-Policy, COOP, X-XSS-Protection, …) have no effect
 *   on them, and each costs every answer a validated header and the caller its bytes.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const documents = documentHeaders(options);
  const api = apiHeaders(options);
  return (c, next) => (isJsonAnswer(c.req.path) ? api(c, next) : documents(c, next));
}

const isJsonAnswer = (path: string) =>
  path.startsWith("/trpc/") || (path.startsWith("/api/") && !path.startsWith("/api/files/"));

function documentHeaders(options: SecurityOptions) {
  const ga = options.analytics ? ["https://www.googletagmanager.com"] : [];
  const gaConnect = options.analytics
    ? ["https://www.google-analytics.com", "https://*.google-analytics.com"]
    : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...ga],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...gaConnect],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...gaConnect],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.https ? HSTS : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

function apiHeaders(options: SecurityOptions) {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: options.https ? HSTS : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    // Another site's page cannot embed or read an answer, even without CORS.
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
