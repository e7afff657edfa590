import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response. The CSP allows no inline script (the page's
 * configuration travels in a non-executed JSON block); Mantine needs inline styles.
 */
export function securityHeaders(options: {
  https: boolean;
  analytics: boolean;
}): MiddlewareHandler {
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
    strictTransportSecurity: options.https ? "max-age=63072000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
