import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it diffs the schema against drizzle/ and needs no database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
