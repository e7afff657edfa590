// Staff accounts from the shell:
//   npm run staff -- create --email E --password P --role admin|moderator
//                           [--username U --first-name F --last-name L]
//   npm run staff -- reset-password --email E --password P
//   npm run staff -- disable --email E
// Uses the server's configuration (DATABASE_URL or the embedded database in DATA_DIR) and
// applies pending migrations first (with MIGRATE=off: refuses a database that lacks one).
import { parseArgs } from "node:util";
import { assertStrongPassword, createUser, findUserByEmail, updateUser } from "@kairos/api";
import type { Database } from "@kairos/db";
import { createUserWithPasswordSchema, emailField, updateUserSchema } from "@kairos/shared";
import type { z } from "zod";
import { runCommand } from "./command";
import { loadEnv } from "./env";
import { migrateOrCheck, openConfiguredDatabase } from "./open-database";

const USAGE = `Usage:
  npm run staff -- create --email E --password P --role admin|moderator [--username U --first-name F --last-name L]
  npm run staff -- reset-password --email E --password P
  npm run staff -- disable --email E`;

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join("; "));
  return result.data;
}

async function open(): Promise<Database> {
  const env = loadEnv();
  const database = await openConfiguredDatabase(env, { maxConnections: 2 });
  try {
    await database.withStartupLock(() => migrateOrCheck(env, database));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string" },
      username: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const command = positionals[0];
  if (!command || !["create", "reset-password", "disable"].includes(command)) {
    throw new Error(USAGE);
  }
  const email = parse(emailField(), values.email ?? "");
  const database = await open();
  try {
    const { db } = database;
    if (command === "create") {
      const input = parse(createUserWithPasswordSchema, {
        email,
        password: values.password,
        role: values.role,
        username: values.username,
        firstName: values["first-name"],
        lastName: values["last-name"],
      });
      assertStrongPassword(input.password, input); // AUTH-20
      const user = await createUser(db, input);
      return `Created ${user.role} ${user.email}`;
    }
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No staff user with the e-mail ${email}`);
    // The shell acts as nobody in particular: it may not lock out the last admin either.
    const nobody = { id: "00000000-0000-0000-0000-000000000000" };
    if (command === "reset-password") {
      const changes = parse(updateUserSchema, { password: values.password });
      await updateUser(db, user.id, changes, nobody);
      return `Password changed for ${email}; their sessions have ended`;
    }
    await updateUser(db, user.id, { active: false }, nobody);
    return `Disabled ${email}; their sessions have ended`;
  } finally {
    await database.close();
  }
}

runCommand(run);
