import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, removeDir } from "./harness";

export type TestDatabase = {
  kind: "pglite" | "postgres";
  /** Settings for openDb() or a server process. */
  databaseUrl?: string;
  dataDir: string;
  cleanup: () => Promise<void>;
};

/**
 * The databases an integration test runs on: the embedded PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. INTEGRATION_DATABASES=postgres (or pglite) narrows the list, so CI's
 * second pass on PostgreSQL does not repeat the PGlite runs.
 */
export function databaseKinds(): ("pglite" | "postgres")[] {
  const only = process.env.INTEGRATION_DATABASES?.split(",").map((s) => s.trim());
  const kinds: ("pglite" | "postgres")[] = ["pglite"];
  if (process.env.TEST_DATABASE_URL) kinds.push("postgres");
  return only ? kinds.filter((k) => only.includes(k)) : kinds;
}

export async function provideDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lender-${kind}-`));
  if (kind === "pglite") {
    return { kind, dataDir, cleanup: async () => removeDir(dataDir) };
  }
  const pg = await createTestDatabase();
  if (!pg) throw new Error("TEST_DATABASE_URL is not set");
  return {
    kind,
    databaseUrl: pg.url,
    dataDir,
    cleanup: async () => {
      await pg.drop();
      removeDir(dataDir);
    },
  };
}
