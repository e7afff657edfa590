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

/** The staff list: a page, and `q` matched against e-mail, username and names. */
export const userListSchema = paginationQuery(10, 100).extend({
  q: z.string().trim().max(200, "Must be at most 200 characters").optional(),
});
export type UserListQuery = z.output<typeof userListSchema>;

export const createUserSchema = z.object({
  email: emailField(),
  password,
  role: z.enum(ROLES, "Role must be admin or moderator"),
  username: optionalName("Username"),
  firstName: optionalName("First name"),
  lastName: optionalName("Last name"),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

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
