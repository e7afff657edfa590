import { type Db, staffInvitations, type Tx, users } from "@kairos/db";
import {
  AUTH_MESSAGES,
  type CreateUserInput,
  type PublicUser,
  paginationOf,
  type StaffAccount,
  type UpdateUserInput,
  type UserListQuery,
} from "@kairos/shared";
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { assertStrongPassword } from "../../auth/password-strength";
import { deleteUserSessions, type StaffUser } from "../../auth/sessions";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { likePattern } from "../inbox/inbox";
import { toPublicUser } from "./auth";

/** A user row as the Users screen shows it, with its pending invitation (never the hash). */
export function staffAccountOf(
  { passwordHash, ...user }: typeof users.$inferSelect,
  invitation: Pick<typeof staffInvitations.$inferSelect, "createdAt" | "expiresAt"> | null,
): StaffAccount {
  return {
    ...toPublicUser(user),
    invitation:
      passwordHash === null && invitation
        ? {
            sentAt: invitation.createdAt.toISOString(),
            expiresAt: invitation.expiresAt.toISOString(),
          }
        : null,
  };
}

/** The live invitation of each account (the partial unique index allows one at most). */
const pendingInvitation = and(
  isNull(staffInvitations.acceptedAt),
  isNull(staffInvitations.revokedAt),
);
const liveInvitation = and(eq(staffInvitations.userId, users.id), pendingInvitation);

/**
 * Staff accounts, newest first (a just-added account is on page 1), optionally searched; each
 * with its pending invitation (AUTH-19).
 */
export async function listUsers(
  db: Db,
  { page, limit, q }: UserListQuery,
): Promise<{ users: StaffAccount[]; pagination: ReturnType<typeof paginationOf> }> {
  const pattern = likePattern(q);
  const where = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, invitation: staffInvitations })
    .from(users)
    .leftJoin(staffInvitations, liveInvitation)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    users: rows.map(({ user, invitation }) => staffAccountOf(user, invitation)),
    pagination: paginationOf(page, limit, total?.n ?? 0),
  };
}

async function getUser(db: Db, id: string): Promise<PublicUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const { passwordHash: _h, ...user } = row;
  return toPublicUser(user);
}

/** A staff account with the password given (the shell, REST callers that send one). */
export async function createUser(
  db: Db,
  input: CreateUserInput & { password: string },
): Promise<PublicUser> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...input, passwordHash: await hashPassword(input.password) })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    const { passwordHash: _h, ...user } = row;
    return toPublicUser(user);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", "A user with this email or username already exists");
    }
    throw error;
  }
}

/**
 * Throws when `id` is the last active admin. The active admins' rows stay locked until the
 * transaction ends: a second removal running at the same time waits here, then reads the
 * admins as the first one left them (READ COMMITTED re-checks a locked row once it is free),
 * so two admins demoting each other at once cannot both succeed.
 */
async function assertAnotherAdminRemains(tx: Tx, id: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)))
    .orderBy(users.id) // every caller locks them in the same order: no deadlock
    .for("update");
  if (admins.length === 1 && admins[0]?.id === id) {
    throw new AppError("CONFLICT", "The last active admin cannot be disabled or demoted");
  }
}

/**
 * Changes a staff account. A password change or a disable ends the user's sessions. Nobody
 * disables themselves or sets their own password here (changeOwnPassword asks for the current
 * one), and the last active admin keeps the role. A password set here was chosen by someone
 * else, so it counts as unchanged for the go-live checklist (`passwordChangedAt` null).
 */
export async function updateUser(
  db: Db,
  id: string,
  input: UpdateUserInput,
  actor: Pick<StaffUser, "id">,
): Promise<PublicUser> {
  const target = await getUser(db, id); // 404 for an unknown id
  // Forbidden rather than invalid: the same change is allowed on anyone else's account.
  if (input.active === false && actor.id === id) {
    throw new AppError("FORBIDDEN", "You cannot disable your own account");
  }
  const { password, ...fields } = input;
  // One's own password only with the current one (AUTH-21): a session left open is not enough.
  if (password && actor.id === id) {
    throw new AppError("FORBIDDEN", AUTH_MESSAGES.ownPasswordElsewhere);
  }
  // An admin's reset, the shell's too: the rules of every staff password (AUTH-20).
  if (password) assertStrongPassword(password, { ...target, ...fields });
  const values = {
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    ...(password
      ? {
          passwordHash: await hashPassword(password),
          // Only a password one chose oneself counts as changed (the go-live checklist); one
          // set by another admin or the shell is known to someone else, so it counts as unchanged.
          passwordChangedAt: null,
        }
      : {}),
  };
  try {
    await db.transaction(async (tx) => {
      if (input.active === false || input.role === "moderator") {
        await assertAnotherAdminRemains(tx, id);
      }
      if (Object.keys(values).length > 0) {
        await tx.update(users).set(values).where(eq(users.id, id));
      }
      if (password || input.active === false) await deleteUserSessions(tx, id);
      // A password set for an invited account ends its invitation (AUTH-19).
      if (password) await revokeInvitations(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "This username is already taken");
    throw error;
  }
  return getUser(db, id);
}

/** Finds a user by e-mail (case-insensitive), for the staff command. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Ends the live invitation of an account (AUTH-19), inside the caller's transaction. */
export async function revokeInvitations(tx: Tx, userId: string, now = new Date()) {
  await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.userId, userId), pendingInvitation));
}
