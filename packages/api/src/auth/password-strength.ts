import { AUTH_MESSAGES } from "@kairos/shared";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import { AppError } from "../platform/errors";

// A staff password must be hard to guess, not only 8 characters long (AUTH-20): zxcvbn scores
// it against tens of thousands of common passwords, English words and names, keyboard walks,
// repeats, sequences, dates and the account's own e-mail and names. Scores run from 0 to 4;
// 3 ("safely unguessable", about 10^8 guesses or more) is the least we take. Server-side only:
// the dictionaries never reach a web bundle, and the answer names the field.

/** The least zxcvbn score a staff password needs. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

function strengthOf(password: string, userInputs: string[]) {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator.check(password, userInputs);
}

/** The words of an account a password should not be made of: e-mail parts, names, the app's. */
function accountWords(account: PasswordOwner): string[] {
  const email = account.email?.toLowerCase() ?? "";
  const words = [email, ...email.split(/[@.+_-]/), account.username, account.firstName];
  return [...words, account.lastName, "kairos"].filter((w): w is string => !!w && w.length > 2);
}

export interface PasswordOwner {
  email?: string | null;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The reason `password` is too weak (AUTH-20), or undefined when it is strong enough. */
export function weakPasswordReason(password: string, owner: PasswordOwner = {}) {
  const { score } = strengthOf(password, accountWords(owner));
  return score < MIN_PASSWORD_SCORE ? AUTH_MESSAGES.passwordTooWeak : undefined;
}

/** Throws a 400 whose message is at `field` when `password` is too easy to guess (AUTH-20). */
export function assertStrongPassword(password: string, owner: PasswordOwner, field = "password") {
  const reason = weakPasswordReason(password, owner);
  if (reason) throw new AppError("BAD_REQUEST", reason, { [field]: reason });
}
