import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema";

// A typed client of the Kairos REST API: every path, parameter, body and answer is checked
// against the types generated from the server's OpenAPI document (`npm run openapi`).

export type { components, operations, paths } from "./schema";

export interface KairosClientOptions {
  /** The server's origin, e.g. `https://kairos.example` (the paths start with `/api`). */
  baseUrl: string;
  /** An admin's API key (`kairos_…`), or a staff session's token from `POST /api/auth/login`. */
  token: string;
  /** Another fetch, e.g. one with a proxy or retries (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

export type KairosClient = Client<paths>;

/**
 * `client.GET("/api/trainings", { params: { query: { page: 1 } } })` answers
 * `{ data, error, response }`: `data` is the success envelope `{ success: true, data, … }`,
 * `error` the failure's `{ success: false, code, message, errors? }`: branch on `code`, whose
 * values each operation's failures list; `message` is for a person.
 */
export function createKairosClient({ baseUrl, token, fetch }: KairosClientOptions): KairosClient {
  return createClient<paths>({
    baseUrl,
    // Both kinds of token go in the same header; the server tells them apart by their prefix.
    headers: { Authorization: `Bearer ${token}` },
    ...(fetch ? { fetch } : {}),
  });
}
