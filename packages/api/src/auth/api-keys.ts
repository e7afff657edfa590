import { apiKeys, type Db, users } from "@kairos/db";
import {
  API_KEY_DEFAULT_EXPIRY_DAYS,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKeyCreate,
  type ApiKeyScope,
} from "@kairos/shared";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { AppError } from "../platform/errors";
import { hashSecret, randomPart, type StaffUser, secretMatches, tokenParts } from "./sessions";

// API keys in the sessions' design: the token is `kairos_<id>.<secret>`, the
// database keeps the id and the SHA-256 of the secret, compared in constant time. A key acts
// for the admin who made it, within its scopes; an expired or revoked key is refused.

/** `lastUsedAt` is written at most this often per key, not on every request. */
const LAST_USED_EVERY_MS = 60 * 1000;

/** The caller behind a valid key: the key, and the admin it acts for. */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  user: StaffUser;
}

/** What the console and the REST API show of a key (never its secret or hash); ISO times. */
export interface ApiKeyView {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The e-mail of the admin who made it (null once their account is deleted). */
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const view = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  createdBy: users.email,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/**
 * Creates a key for `creator`; the token is returned here only, once. A key whose expiry is
 * left out expires API_KEY_DEFAULT_EXPIRY_DAYS from now: a forgotten key stops on its own;
 * "never" (`null`) is a choice.
 */
export async function createApiKey(
  db: Db,
  input: ApiKeyCreate,
  creator: StaffUser,
  now = new Date(),
) {
  const { name, scopes } = input;
  const expiresAt =
    input.expiresAt === undefined
      ? new Date(now.getTime() + API_KEY_DEFAULT_EXPIRY_DAYS * 24 * 60 * 60 * 1000)
      : input.expiresAt;
  const id = randomPart();
  const secret = randomPart();
  const [row] = await db
    .insert(apiKeys)
    .values({
      id,
      name,
      scopes,
      secretHash: hashSecret(secret),
      createdBy: creator.id,
      expiresAt: expiresAt ?? null,
    })
    .returning();
  if (!row) throw new Error("The API key was not stored");
  const key: ApiKeyView = {
    id,
    name,
    scopes,
    createdBy: creator.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: null,
    revokedAt: null,
  };
  return { key, token: `${API_KEY_PREFIX}${id}.${secret}` };
}

/** Every key, newest first, revoked ones included (their history stays readable). */
export async function listApiKeys(db: Db): Promise<ApiKeyView[]> {
  const rows = await db
    .select(view)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((row) => ({
    ...row,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  }));
}

/** Revokes a key at once; a second revocation keeps the first time. 404 for an unknown id. */
export async function revokeApiKey(db: Db, id: string, now = new Date()) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (row) return;
  const [known] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id));
  if (!known) throw new AppError("NOT_FOUND", API_KEY_MESSAGES.notFound);
}

/** Whether a Bearer token is an API key's (rather than a session's). */
export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * The key and its admin for `token`; null for an unknown, wrong, expired or revoked key, or one
 * whose maker is no longer an active admin (disabled or demoted). Records the use, at most once a minute.
 */
export async function validateApiKey(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ApiKeyPrincipal | null> {
  const parts = tokenParts(token.slice(API_KEY_PREFIX.length));
  if (!parts) return null;
  const { id, secret } = parts;
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id));
  if (!row || !secretMatches(secret, row.key.secretHash)) return null;
  const { key } = row;
  if (key.revokedAt || (key.expiresAt && key.expiresAt <= now)) return null;
  // A key acts for its maker while they are an active admin, decided at each use: a demoted
  // or disabled maker's keys stop at once, with no job to run.
  if (!row.user.active || row.user.role !== "admin") return null;
  // Written only when the row read says it is due (most requests send nothing); the same
  // condition in the WHERE keeps two processes from writing it twice.
  const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (!key.lastUsedAt || key.lastUsedAt < stale) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))),
      );
  }
  const { passwordHash: _hash, ...user } = row.user;
  return { id, name: key.name, scopes: key.scopes as ApiKeyScope[], user };
}
