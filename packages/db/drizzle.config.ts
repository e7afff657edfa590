import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations to the repo's drizzle/ folder.
export default defineConfig({
  dialect: "postgresql",
  schema: "./packages/db/src/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
