import { getConnInfo } from "@hono/node-server/conninfo";
import {
  type ApiDeps,
  type ApiKeyPrincipal,
  isApiKeyToken,
  type RequestAuth,
  SESSION_MAX_AGE_MS,
  type ValidSession,
  validateApiKey,
  validateSessionToken,
} from "@kairos/api";
import { API_KEY_MESSAGES, AUTH_MESSAGES } from "@kairos/shared";
import type { Context, MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { type ClientAddressRule, clientAddressOf, type RequestOrigin } from "./client-address";
import { fail } from "./envelope";

/**
 * The session cookie's name: over HTTPS with the `__Host-` prefix, which a browser accepts only
 * Secure, with Path=/ and no Domain, so that no subdomain or plain-HTTP page can set or shadow
 * it (ASVS 3.4.4); the plain name on a local HTTP server, where a browser refuses the prefix.
 */
export const sessionCookieName = (https: boolean) =>
  https ? "__Host-kairos_session" : "kairos_session";

type CookieOptions = NonNullable<Parameters<typeof generateCookie>[2]>;

export interface SessionOptions {
  https: boolean;
  publicUrl: string;
  clientAddress: ClientAddressRule;
}

export type SessionVariables = {
  session: ValidSession | null;
  /** An external caller's API key (decision 0013): never together with a session. */
  apiKey: ApiKeyPrincipal | null;
  /** Whether the request carried a Bearer token or a session cookie, valid or not. */
  sentCredentials: boolean;
  auth: RequestAuth;
};

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/**
 * Finds the caller's session (Bearer token, else the cookie) for /api and /trpc, and refuses
 * requests that change something from a page of another origin unless they carry a Bearer
 * token (such a page cannot send one without a CORS preflight, which nothing here allows).
 * Cookie or not: a forged sign-in carries none yet, and would sign the visitor in to the
 * forger's account (login CSRF).
 */
export function sessionMiddleware(
  deps: ApiDeps,
  options: SessionOptions,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  const allowedOrigins = new Set([new URL(options.publicUrl).origin]);
  const SESSION_COOKIE = sessionCookieName(options.https);
  const addressOf = clientAddressOf(options.clientAddress);
  const headerName = options.clientAddress.header;
  const origin = (c: Context): RequestOrigin => ({
    peer: socketPeer(c),
    forwardedFor: c.req.header("x-forwarded-for"),
    header: headerName ? c.req.header(headerName) : undefined,
  });
  const cookieOptions = {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.https,
    path: "/",
  } as const;

  // Browsers name the page that sent a request in Origin (or at least Referer); a request
  // with neither comes from a non-browser client, which a forged page cannot drive.
  const sameSite = (c: Context) => {
    const source = c.req.header("origin") ?? c.req.header("referer");
    if (!source) return true;
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      return false;
    }
    return origin === new URL(c.req.url).origin || allowedOrigins.has(origin);
  };

  // Refused Bearer tokens are counted per address with one atomic upsert each: past
  // CREDENTIAL_FAILURE_LIMIT, the address gets 429 for every token, right or wrong, so that
  // guessing keys or sessions learns nothing more, however many guesses run at once.
  const refuseGuessing = (ip: string, valid: boolean) => {
    const failures = deps.limits.credentialFailures;
    return valid ? failures.check(ip) : failures.hit(ip);
  };

  return async (c, next) => {
    const bearer = bearerToken(c);
    const cookie = getCookie(c, SESSION_COOKIE);
    if (!bearer && UNSAFE.has(c.req.method) && !sameSite(c)) {
      return fail(c, 403, AUTH_MESSAGES.crossSite);
    }
    const { db } = deps.database;
    const auth = new Auth(() => addressOf(origin(c)), cookieOptions, SESSION_COOKIE);
    // An API key's token goes to the keys, any other token to the sessions.
    const keyed = bearer !== undefined && isApiKeyToken(bearer);
    const apiKey = keyed ? await validateApiKey(db, bearer) : null;
    const token = keyed ? undefined : (bearer ?? cookie);
    const session = token ? await validateSessionToken(db, token) : null;
    if (bearer !== undefined) await refuseGuessing(auth.ip, !!(apiKey ?? session));
    // A caller that sends a key is told at once when it is no longer good, on any route.
    if (keyed && !apiKey) return fail(c, 401, API_KEY_MESSAGES.invalid);
    if (apiKey) await deps.limits.apiKeys.hit(apiKey.id); // 429 past API_KEY_RATE_LIMIT
    if (cookie && !bearer && !session) auth.clearSessionCookie();
    auth.session = session;
    c.set("session", session);
    c.set("apiKey", apiKey);
    c.set("sentCredentials", bearer !== undefined || cookie !== undefined);
    c.set("auth", auth);
    await next();
    if (auth.outgoing) c.res.headers.append("Set-Cookie", auth.outgoing);
  };
}

/**
 * The caller of one request. A class (not an object literal with a getter, which V8 gives a
 * hidden class of its own per request): the address is looked up only when a route asks for
 * it (forms, sign-in, geo), not on every read.
 */
class Auth implements RequestAuth {
  #ip: string | undefined;
  session: ValidSession | null = null;
  /** The Set-Cookie to add to the response, if any. */
  outgoing: string | undefined;

  constructor(
    private readonly findIp: () => string,
    private readonly cookieOptions: CookieOptions,
    private readonly cookieName: string,
  ) {}

  get ip() {
    this.#ip ??= this.findIp();
    return this.#ip;
  }

  // The cookie lives as long as a session may; the server enforces the inactivity expiry.
  setSessionCookie(value: string) {
    this.outgoing = generateCookie(this.cookieName, value, {
      ...this.cookieOptions,
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
  }

  clearSessionCookie() {
    this.outgoing = generateCookie(this.cookieName, "", { ...this.cookieOptions, maxAge: 0 });
  }
}
