import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

// Staff accounts for the sign-in specs, made over the REST API as the seeded local admin.

export const LOCAL_ADMIN = { email: "admin@kairos.example", password: "kairos-admin" };

export interface StaffAccount {
  id: string;
  email: string;
  password: string;
  firstName: string | null;
  username: string | null;
}

/** A session token of `account` (the seeded local admin by default), for the REST API. */
export async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string } = LOCAL_ADMIN,
): Promise<string> {
  const res = await request.post("/api/auth/login", { data: account });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export const adminToken = (request: APIRequestContext) => tokenOf(request);

/** A fresh staff user with a unique e-mail, so that specs never share sessions. */
export async function createStaff(
  request: APIRequestContext,
  fields: { role?: "admin" | "moderator"; firstName?: string; username?: string } = {},
): Promise<StaffAccount> {
  const token = await adminToken(request);
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = "a-strong-password";
  const res = await request.post("/api/users", {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, password, role: fields.role ?? "moderator", ...fields },
  });
  expect(res.status()).toBe(201);
  const { user } = ((await res.json()) as { data: { user: StaffAccount } }).data;
  return { ...user, password };
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByRole("textbox", { name: "Password" }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Opens `path` of the console as `account`: the session is made over the REST API, whose
 * answer's cookie the page's browser keeps, as after the sign-in form (auth.spec checks the form
 * itself; the other specs start where they work). A full address opens another server's console.
 */
export async function openConsoleAs(
  page: Page,
  account: { email: string; password: string },
  path = "/admin/dashboard",
) {
  const login = /^https?:/.test(path) ? new URL("/api/auth/login", path).href : "/api/auth/login";
  const res = await page.request.post(login, { data: account });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
}

/** Opens `at` of the console (the dashboard by default) as a fresh admin. */
export async function signInAsNewAdmin(
  page: Page,
  request: APIRequestContext,
  { firstName = "Salma", at = "/admin/dashboard" }: { firstName?: string; at?: string } = {},
): Promise<StaffAccount> {
  const admin = await createStaff(request, { role: "admin", firstName });
  await openConsoleAs(page, admin, at);
  return admin;
}
