import { z } from "zod";
import { ROLES } from "../enums";
import { emailField, paginationQuery } from "./common";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  invalidCredentials: "Invalid email or password",
  loginFailed: "Login failed",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  /** A staff password too easy to guess (AUTH-20); the server decides, at the field. */
  passwordTooWeak:
    "This password is too easy to guess. Avoid common passwords, names and patterns: a few unrelated words make a strong one.",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "The current password is not correct",
  ownPasswordElsewhere:
    "Change your own password with your current one: Change password in the console, or POST /api/auth/password",
  tooManyAttempts: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  unauthenticated: "Authentication failed. Please log in again.",
  /** A REST call that sent neither an API key nor a session (the browser's text is above). */
  noCredentials:
    "Authentication required: send an API key as Authorization: Bearer <key>, or a session token from POST /api/auth/login",
  forbiddenStaff: "Access denied. Admin/Moderator permissions required.",
  forbiddenAdmin: "Access denied. Admin permissions required.",
  crossSite: "Cross-site request refused",
} as const;

export const loginSchema = z.object({
  email: z
    .string(AUTH_MESSAGES.emailRequired)
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .pipe(emailField()),
  password: z
    .string(AUTH_MESSAGES.passwordRequired)
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .transform((v) => v || null)
    .nullish();

/**
 * A staff member changing their own password (AUTH-21): the current one proves it is them; the
 * new one follows the rules of every staff password (length here, strength on the server).
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string(AUTH_MESSAGES.currentPasswordRequired)
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.currentPasswordWrong),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The staff list: a page, and `q` matched against e-mail, username and names. */
export const userListSchema = paginationQuery(10, 100).extend({
  q: z.string().trim().max(200, "Must be at most 200 characters").optional(),
});
export type UserListQuery = z.output<typeof userListSchema>;

/** The staff account's own fields, as the console's "Add staff" asks them (AUTH-19). */
export const inviteUserSchema = z.object({
  email: emailField(),
  role: z.enum(ROLES, "Role must be admin or moderator"),
  username: optionalName("Username"),
  firstName: optionalName("First name"),
  lastName: optionalName("Last name"),
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/**
 * A new staff account over REST: with a `password`, made with it (for scripts and the shell,
 * whose callers already know it); without one, the person is e-mailed an invitation to choose
 * their own (AUTH-19).
 */
export const createUserSchema = inviteUserSchema.extend({ password: password.optional() });
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The shell's `staff create`, which always sets the password. */
export const createUserWithPasswordSchema = inviteUserSchema.extend({ password });

/** How long an invitation link works (AUTH-19). */
export const INVITATION_HOURS = 72;

const invitationToken = z
  .string("This invitation link is not valid.")
  .max(200, "This invitation link is not valid.");
export const invitationTokenSchema = z.object({ token: invitationToken });

/** The invitation page: the password its owner chooses, by the same rules as any password. */
export const acceptInvitationSchema = z.object({ token: invitationToken, password });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const INVITATION_MESSAGES = {
  unknown:
    "This invitation link is not valid. Check that you opened the whole link from the e-mail, or ask an admin to send the invitation again.",
  used: "This invitation has already been used: the account has its password. Sign in with it.",
  replaced: "A newer invitation was sent to this address: use the link in the latest e-mail.",
  expired: `This invitation has expired (links work for ${INVITATION_HOURS} hours). Ask an admin to send it again.`,
  disabled: "This account has been disabled. Ask an admin if you still need it.",
  notInvited: "This account has already chosen its password: there is no invitation to send.",
  accountDisabled: "Enable the account before sending its invitation again.",
} as const;

export const updateUserSchema = z
  .object({
    firstName: optionalName("First name"),
    lastName: optionalName("Last name"),
    username: optionalName("Username"),
    role: z.enum(ROLES, "Role must be admin or moderator").optional(),
    active: z.boolean("Active must be true or false").optional(),
    password: password.optional(),
  })
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** A staff user as callers see it: never the password hash. */
export interface PublicUser {
  id: string;
  email: string;
  username: string | null;
  role: (typeof ROLES)[number];
  firstName: string | null;
  lastName: string | null;
  active: boolean;
}

/**
 * A staff account as the Users screen lists it: `invitation` is the pending invitation of an
 * account whose owner has not yet chosen a password (ISO times), else null (AUTH-19).
 */
export interface StaffAccount extends PublicUser {
  invitation: { sentAt: string; expiresAt: string } | null;
}
