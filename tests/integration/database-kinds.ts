/**
 * The databases an integration test runs on: the embedded PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. INTEGRATION_DATABASES=postgres (or pglite) narrows the list, so each
 * of scripts/test.mjs's two side-by-side passes runs only its own (decision 039). Without imports:
 * vitest.config.ts reads it too.
 */
export function databaseKinds(): ("pglite" | "postgres")[] {
  const only = process.env.INTEGRATION_DATABASES?.split(",").map((s) => s.trim());
  const kinds: ("pglite" | "postgres")[] = ["pglite"];
  if (process.env.TEST_DATABASE_URL) kinds.push("postgres");
  return only ? kinds.filter((k) => only.includes(k)) : kinds;
}
