import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite: paths under DATA_DIR that others could open and that were restricted at open. */
  tightened?: string[];
};

export type DbOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database (its files go in `<dataDir>/pglite`). */
  dataDir: string;
  /** Folder of drizzle's generated SQL migrations. */
  migrationsFolder?: string;
  poolMax?: number;
};

const MIGRATIONS = path.resolve("drizzle");

/** Opens the database, applies pending migrations and returns a handle to close it again. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several instances may start together: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
      client.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }

  // The folder holds every borrower's application: files this process creates from here on are
  // for its own user only (PGlite asks for 0666), and what is already there is restricted.
  process.umask(0o077);
  const tightened = secureDataDir(options.dataDir);
  const releaseLock = takeLock(path.join(options.dataDir, "pglite.lock"));
  try {
    const client = new PGlite(path.join(options.dataDir, "pglite"));
    await client.waitReady;
    tightened.push(...secureDataDir(options.dataDir));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return {
      db,
      kind: "pglite",
      tightened,
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Creates `dir` (0700) if needed and takes the group's and others' permissions off it and
 * everything inside it (symlinks are not followed). Returns the paths it had to change, relative
 * to `dir`, so the caller can say so; a path it may not change (another user's) stops the start.
 */
export function secureDataDir(dir: string): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const changed: string[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      try {
        chmodSync(p, stat.mode & 0o700);
      } catch (error) {
        throw new Error(
          `${path.resolve(p)} can be read by other users and its permissions cannot be changed ` +
            `(${(error as NodeJS.ErrnoException).code}). Run "chmod -R go-rwx ${path.resolve(dir)}" ` +
            "as its owner, or set DATA_DIR to a folder of this user.",
          { cause: error },
        );
      }
      changed.push(path.relative(dir, p) || ".");
    }
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return changed;
}

/**
 * PGlite is single-process and does not lock its folder: this lock file makes a second process
 * fail with a clear message instead of corrupting the data. The file holds the PID and, on Linux,
 * when that process started. A lock left by a killed process is taken over: its PID no longer
 * runs, or it now belongs to a process that started at another time (after a container restart
 * the same PIDs come back, often for the npm wrapper of the new server).
 */
function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, `${process.pid}\n${processStart(process.pid) ?? ""}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText = "", started = ""] = readFileSync(file, "utf8")
        .split("\n")
        .map((line) => line.trim());
      const holder = Number(pidText);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        const now = started ? processStart(holder) : undefined;
        // Without a recorded (or readable) start time, a live PID is taken to be the holder.
        if (now === undefined || now === started)
          throw new DatabaseLockedError(path.dirname(file), holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(path.dirname(file), 0);
}

/**
 * When process `pid` started, as "<boot id>/<clock ticks since boot>" from Linux's /proc;
 * undefined elsewhere or when it cannot be read.
 * @example processStart(1) // "3f1c…-…/12"
 */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces: field 3 onwards.
    const ticks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return ticks ? `${boot}/${ticks}` : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is in use by another process` +
        (pid ? ` (PID ${pid})` : "") +
        ". Only one server can use it at a time: stop the other one, set DATA_DIR to another " +
        "folder, or use PostgreSQL with DATABASE_URL to run several instances.",
    );
    this.name = "DatabaseLockedError";
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
