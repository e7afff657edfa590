import {
  type Access,
  type Accessor,
  AppError,
  authorize,
  requireScope,
  type StaffActor,
  signedIn,
  type ValidSession,
} from "@kairos/api";
import { API_KEY_MESSAGES, type ApiKeyScope, AUTH_MESSAGES } from "@kairos/shared";
import { createMiddleware } from "hono/factory";
import type { SessionVariables } from "../http/session";
import { ACCESS, API_KEY_SCOPES, documented, failures } from "../openapi/describe";

type Vars = { Variables: SessionVariables };
type Caller = { get<K extends keyof SessionVariables>(key: K): SessionVariables[K] };

/**
 * The one guard of the REST routes that need staff: authorize()'s 401 and 403, except that a
 * caller that sent no credentials at all is told how to send them (an API client); the
 * browser's "log in again" is for a session that ended.
 */
export function authorizeCaller(c: Caller, access: Access): ValidSession {
  const session = c.get("session");
  if (!session && !c.get("sentCredentials")) {
    throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.noCredentials);
  }
  return authorize(session, access);
}

/** 401 without a session, 403 without the role `access` needs, and 403 for an API key. */
const requireAccess = (access: Access) =>
  documented(
    createMiddleware<Vars>(async (c, next) => {
      if (c.get("apiKey")) throw new AppError("FORBIDDEN", API_KEY_MESSAGES.staffOnly);
      authorizeCaller(c, access);
      await next();
    }),
    {
      [ACCESS]: `${access === "admin" ? "Admins" : "Staff"} only, with a session; an API key is refused (403).`,
      security: [{ bearer: [] }, { session: [] }],
      // 429: an address past CREDENTIAL_FAILURE_LIMIT refused Bearer tokens (session.ts).
      responses: failures([401, 403, 429]),
    },
  );

export const requireStaff = requireAccess("staff");
export const requireAdmin = requireAccess("admin");

/**
 * A route that an external caller may also reach with an API key holding one of `scopes`: a
 * session allowed `access` (any staff member, or an admin), or such a key; 403 for a key with
 * none of them. A route that lists several decides which one its record needs (a file: the
 * scope of its record).
 */
const allowFor = (access: Access, scopes: [ApiKeyScope, ...ApiKeyScope[]]) =>
  documented(
    createMiddleware<Vars>(async (c, next) => {
      const key = c.get("apiKey");
      if (!key) authorizeCaller(c, access);
      else if (!scopes.some((scope) => key.scopes.includes(scope))) requireScope(key, scopes[0]);
      await next();
    }),
    {
      [ACCESS]: `${access === "admin" ? "Admins" : "Staff"} with a session, or an API key with the scope ${scopes.map((s) => `\`${s}\``).join(" or ")}${scopes.length > 1 ? " (the one of the record asked for)" : ""}.`,
      // The scopes in an extension, not as the requirement's "roles": OpenAPI 3.1 allows roles
      // for any scheme, but Spectral's default rules take them for OAuth scopes the scheme
      // must list, and a bearer scheme has no list (decision 0021).
      security: [{ bearer: [] }, { session: [] }],
      [API_KEY_SCOPES]: scopes,
      responses: failures([401, 403, 429]),
    },
  );

/** A staff route that an API key holding one of `scopes` may also reach (allowFor). */
export const allow = (...scopes: [ApiKeyScope, ...ApiKeyScope[]]) => allowFor("staff", scopes);

/** An admins' route that an API key holding one of `scopes` may also reach (allowFor). */
export const allowAdmin = (...scopes: [ApiKeyScope, ...ApiKeyScope[]]) => allowFor("admin", scopes);

/** The session of a route behind requireStaff or requireAdmin. */
export const sessionOf = (c: { get(key: "session"): SessionVariables["session"] }) =>
  signedIn(c.get("session"));

/**
 * Who acts on a route behind `allow`: the staff member signed in, or the admin an API key acts
 * for, with the key's id, so that the history records the change as theirs, through the key.
 */
export const actorOf = (c: {
  get(key: "session"): SessionVariables["session"];
  get(key: "apiKey"): SessionVariables["apiKey"];
}): StaffActor & ValidSession["user"] => {
  const key = c.get("apiKey");
  return key ? { ...key.user, apiKeyId: key.id } : signedIn(c.get("session")).user;
};

/**
 * Who reads, for the staff access log (decision 0035): actorOf's user and key, the request's id
 * and the client's address as the per-address limits count it (TRUST_PROXY); the key's scopes
 * too, for a route that checks them against the record read.
 */
export const accessorOf = (c: {
  get(key: "session"): SessionVariables["session"];
  get(key: "apiKey"): SessionVariables["apiKey"];
  get(key: "auth"): SessionVariables["auth"];
  get(key: "requestId"): string;
}): Accessor & { key: SessionVariables["apiKey"] } => {
  const actor = actorOf(c);
  return {
    userId: actor.id,
    apiKeyId: actor.apiKeyId ?? null,
    requestId: c.get("requestId") ?? null,
    ip: c.get("auth").ip,
    key: c.get("apiKey"),
  };
};
