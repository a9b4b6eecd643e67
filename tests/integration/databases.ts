import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, removeDir } from "./harness";

export { databaseKinds } from "./database-kinds";

export type TestDatabase = {
  kind: "pglite" | "postgres";
  /** Settings for openDb() or a server process. */
  databaseUrl?: string;
  dataDir: string;
  cleanup: () => Promise<void>;
};

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
