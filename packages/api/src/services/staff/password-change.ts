import { type Db, sessions, users } from "@kairos/db";
import { AUTH_MESSAGES, type ChangePasswordInput } from "@kairos/shared";
import { and, eq, ne } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/password";
import { assertStrongPassword } from "../../auth/password-strength";
import type { ValidSession } from "../../auth/sessions";
import { AppError } from "../../platform/errors";
import { clearFailures, recordAttempt } from "./auth";

/**
 * A staff member changes their own password, whatever their role (AUTH-21). The current
 * password must be given: a session left open on a shared computer cannot take the account.
 * A wrong one counts as a failed sign-in of the account from this address (AUTH-22), so a
 * stolen session cannot guess it faster than the sign-in page could. The new one follows the
 * rules of every staff password (AUTH-20). The change ends the user's other sessions, keeps
 * this one, and counts as chosen by its owner (the go-live checklist's `passwordChangedAt`).
 */
export async function changeOwnPassword(
  db: Db,
  session: Pick<ValidSession, "id" | "user">,
  { currentPassword, newPassword }: ChangePasswordInput,
  meta: { ip: string; now?: Date },
) {
  const now = meta.now ?? new Date();
  const { user } = session;
  const email = user.email.toLowerCase();
  await recordAttempt(db, email, meta.ip, now);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  const oldHash = row?.passwordHash;
  if (!oldHash || !(await verifyPassword(oldHash, currentPassword))) {
    const message = AUTH_MESSAGES.currentPasswordWrong;
    throw new AppError("BAD_REQUEST", message, { currentPassword: message });
  }
  await clearFailures(db, email, meta.ip);
  assertStrongPassword(newPassword, user, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  const changed = await db.transaction(async (tx) => {
    // Only over the password just checked: of two changes at once, the second is told its
    // current password is no longer right.
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, oldHash)))
      .returning({ id: users.id });
    if (updated) {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
    }
    return !!updated;
  });
  if (!changed) {
    const message = AUTH_MESSAGES.currentPasswordWrong;
    throw new AppError("BAD_REQUEST", message, { currentPassword: message });
  }
  return { changed: true };
}
