import { createUser } from "@kairos/api";
import type { Database } from "@kairos/db";
import { jsonRequest } from "./helpers";

/** What a test needs of the app: its requests. */
type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** A staff member as the tests sign them in. */
export interface StaffMember {
  email: string;
  password: string;
  role: "admin" | "moderator";
}

/** Signs a staff member in over REST, as an external caller would: their Bearer header. */
export async function bearerOf(app: App, who: { email: string; password: string }) {
  const res = await app.request("/api/auth/login", jsonRequest("POST", who));
  if (res.status !== 200) throw new Error(`sign-in of ${who.email} answered ${res.status}`);
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}` };
}

/** Creates the staff member, then signs them in: the headers of their requests. */
export async function staffSession(database: Database, app: App, who: StaffMember) {
  await createUser(database.db, who);
  return bearerOf(app, who);
}
