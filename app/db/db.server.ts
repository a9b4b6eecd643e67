import { getEnv } from "~/utils/env.server";
import { openDb, type Db, type DbHandle } from "./client.server";

/**
 * The process-wide database handle. Kept on globalThis so that development hot reloads, which
 * re-evaluate modules, reuse the one open PGlite instance instead of opening a second.
 */
const slot = globalThis as typeof globalThis & { __lenderDb?: Promise<DbHandle> };

export function initDb(): Promise<DbHandle> {
  if (!slot.__lenderDb) {
    const env = getEnv();
    slot.__lenderDb = openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    slot.__lenderDb.catch(() => (slot.__lenderDb = undefined));
  }
  return slot.__lenderDb;
}

export async function getDb(): Promise<Db> {
  return (await initDb()).db;
}

export async function closeDb(): Promise<void> {
  const pending = slot.__lenderDb;
  slot.__lenderDb = undefined;
  if (pending) await (await pending).close();
}
