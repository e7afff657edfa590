import { type Db, staffInvitations, type Tx, users } from "@kairos/db";
import {
  type AcceptInvitationInput,
  type CreateUserInput,
  INVITATION_HOURS,
  INVITATION_MESSAGES,
  type InviteUserInput,
  type StaffAccount,
} from "@kairos/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { assertStrongPassword } from "../../auth/password-strength";
import {
  hashSecret,
  randomPart,
  type StaffUser,
  secretMatches,
  tokenParts,
} from "../../auth/sessions";
import type { ApiDeps } from "../../context";
import { queueMail, sendQueuedMail } from "../../mail/outbox";
import { staffInvitationMail } from "../../mail/staff-invitation-mail";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { createUser, revokeInvitations, staffAccountOf } from "./users";

// Staff invitations (AUTH-19): "Add staff" makes an account without a password and e-mails its
// owner a single-use link to choose one; the admin never types or sees it. The link is
// `<id>.<secret>` as the sessions' tokens are, only the secret's SHA-256 stored; it works once,
// for INVITATION_HOURS, and sending the invitation again revokes the earlier link. The mail is
// queued in the outbox inside the transaction that makes the account, so an SMTP outage or a
// crash right after the commit delays it and never loses it.

const HOUR_MS = 60 * 60 * 1000;

/** Who sends an invitation: named in the mail. */
export type Inviter = Pick<StaffUser, "id" | "email" | "firstName" | "lastName">;

const nameOf = (who: Inviter) =>
  [who.firstName, who.lastName].filter(Boolean).join(" ") || who.email;

/** The page a link opens, for `token`. */
const invitationUrl = (deps: Pick<ApiDeps, "mail">, token: string) =>
  `${deps.mail.publicUrl}/admin/invitation/${token}`;

type UserRow = typeof users.$inferSelect;

/**
 * Inside the caller's transaction: revokes the account's live invitation, if any, mints a new
 * one and queues its mail. The token exists in the clear only in that mail.
 */
async function issueInvitation(
  deps: ApiDeps,
  tx: Tx,
  user: UserRow,
  inviter: Inviter | undefined,
  now: Date,
) {
  await revokeInvitations(tx, user.id, now);
  const id = randomPart();
  const secret = randomPart();
  const [invitation] = await tx
    .insert(staffInvitations)
    .values({
      id,
      secretHash: hashSecret(secret),
      userId: user.id,
      invitedBy: inviter?.id ?? null,
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * HOUR_MS),
      createdAt: now,
    })
    .returning();
  if (!invitation) throw new Error("the invitation insert returned nothing");
  const mail = staffInvitationMail({
    email: user.email,
    firstName: user.firstName,
    role: user.role,
    invitedBy: inviter && nameOf(inviter),
    link: invitationUrl(deps, `${id}.${secret}`),
    expiresAt: invitation.expiresAt,
    signInUrl: `${deps.mail.publicUrl}/admin/login`,
  });
  const [queued] = await queueMail(
    tx,
    [{ to: user.email, ...mail }],
    "staff-invitation",
    "caller",
    now,
  );
  if (!queued) throw new Error("the outbox insert returned nothing");
  return { invitation, queued };
}

/**
 * Makes a staff account without a password and e-mails its owner the invitation. The same
 * e-mail twice at once makes one account: the unique index decides, the other answers 409.
 */
export async function inviteStaff(
  deps: ApiDeps,
  input: InviteUserInput,
  inviter: Inviter | undefined,
  now = new Date(),
): Promise<{ user: StaffAccount; emailSent: boolean }> {
  const made = await deps.database.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...input, passwordHash: null })
        .returning();
      if (!row) throw new Error("the user insert returned nothing");
      return { row, ...(await issueInvitation(deps, tx, row, inviter, now)) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw new AppError("CONFLICT", "A user with this email or username already exists");
      }
      throw error;
    });
  const emailSent = await sendQueuedMail(deps, made.queued);
  return { user: staffAccountOf(made.row, made.invitation), emailSent };
}

/**
 * A new staff account over REST: with a password, made with it (nothing mailed, `emailSent`
 * null); without one, invited.
 */
export async function addStaff(
  deps: ApiDeps,
  { password, ...input }: CreateUserInput,
  inviter: Inviter | undefined,
): Promise<{ user: StaffAccount; emailSent: boolean | null }> {
  if (password === undefined) return inviteStaff(deps, input, inviter);
  assertStrongPassword(password, input); // AUTH-20
  const user = await createUser(deps.database.db, { ...input, password });
  return { user: { ...user, invitation: null }, emailSent: null };
}

/**
 * Sends the invitation of an account that has not chosen its password again: a new link, the
 * earlier one dead. The account's row is locked meanwhile, so two resends at once take turns
 * and the later link is the only live one.
 */
export async function resendInvitation(
  deps: ApiDeps,
  userId: string,
  inviter: Inviter | undefined,
  now = new Date(),
): Promise<{ user: StaffAccount; emailSent: boolean }> {
  const made = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw new AppError("NOT_FOUND", "User not found");
    if (row.passwordHash !== null) throw new AppError("CONFLICT", INVITATION_MESSAGES.notInvited);
    if (!row.active) throw new AppError("CONFLICT", INVITATION_MESSAGES.accountDisabled);
    return { row, ...(await issueInvitation(deps, tx, row, inviter, now)) };
  });
  const emailSent = await sendQueuedMail(deps, made.queued);
  return { user: staffAccountOf(made.row, made.invitation), emailSent };
}

/**
 * The invitation a token opens and its account, or the refusal that says why not: unknown
 * (404), the account disabled (403), its password already chosen (409), replaced by a newer
 * invitation or expired (403).
 */
async function openInvitation(db: Db | Tx, token: string, now: Date) {
  const parts = tokenParts(token);
  const [found] = parts
    ? await db
        .select({ invitation: staffInvitations, user: users })
        .from(staffInvitations)
        .innerJoin(users, eq(users.id, staffInvitations.userId))
        .where(eq(staffInvitations.id, parts.id))
    : [];
  if (!parts || !found || !secretMatches(parts.secret, found.invitation.secretHash)) {
    throw new AppError("NOT_FOUND", INVITATION_MESSAGES.unknown);
  }
  const { invitation, user } = found;
  if (!user.active) throw new AppError("FORBIDDEN", INVITATION_MESSAGES.disabled);
  if (user.passwordHash !== null || invitation.acceptedAt) {
    throw new AppError("CONFLICT", INVITATION_MESSAGES.used);
  }
  if (invitation.revokedAt) throw new AppError("FORBIDDEN", INVITATION_MESSAGES.replaced);
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError("FORBIDDEN", INVITATION_MESSAGES.expired);
  }
  return { invitation, user };
}

/** What the invitation page shows before the password is chosen. */
export async function invitationOfToken(db: Db, token: string, now = new Date()) {
  const { invitation, user } = await openInvitation(db, token, now);
  return {
    email: user.email,
    firstName: user.firstName,
    role: user.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Sets the password the invitation's owner chose, once. The token is checked before the
 * (slow) hash; then one conditional update takes the invitation, so of two submissions at once
 * one sets the password and the other is told the link was used. The password counts as
 * chosen by its owner (the go-live checklist's `passwordChangedAt`).
 */
export async function acceptInvitation(
  db: Db,
  { token, password }: AcceptInvitationInput,
  now = new Date(),
): Promise<{ email: string }> {
  const { user: owner } = await openInvitation(db, token, now);
  assertStrongPassword(password, owner); // AUTH-20
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const id = tokenParts(token)?.id ?? "";
    const [taken] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvitations.id, id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ userId: staffInvitations.userId });
    const [user] = taken
      ? await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now })
          .where(
            and(eq(users.id, taken.userId), eq(users.active, true), isNull(users.passwordHash)),
          )
          .returning({ email: users.email })
      : [];
    if (!user) {
      // Someone else changed it since the check: say what it is now (and undo the take).
      await openInvitation(tx, token, now);
      throw new AppError("CONFLICT", INVITATION_MESSAGES.used);
    }
    return user;
  });
}
