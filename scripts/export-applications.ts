// Exports applications for the lender's staff, DECRYPTED: treat the output as confidential.
//   node_modules/.bin/tsx scripts/export-applications.ts --format csv|json [--status submitted|draft]
//        [--since YYYY-MM-DD] [--out file [--force]]
// JSON is one URLA document per application (app/lib/application/urla-payload.ts, schema in
// docs/schema/urla-application.schema.json); CSV one row per borrower of each application
// (app/lib/application/urla-csv.ts; decision 031). With --out a new file is created readable by its owner only (0600); an existing
// file is refused unless --force, which removes it first. A symlink is never followed.
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  openSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { openDb } from "../app/db/client.server";
import { toCsv } from "../app/lib/application/export";
import { urlaCsvRows } from "../app/lib/application/urla-csv";
import { applicationDocument } from "../app/features/delivery/payload.server";
import { listApplications } from "../app/models/applications.server";
import { getEnv } from "../app/utils/env.server";
import { getSecrets } from "../app/utils/secrets.server";

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const format = option("format") ?? "csv";
const status = option("status") ?? "submitted";
const since = option("since");
const out = option("out");
const force = process.argv.includes("--force");
if (
  !["csv", "json"].includes(format) ||
  !["submitted", "draft"].includes(status) ||
  (since && !/^\d{4}-\d{2}-\d{2}$/.test(since))
) {
  console.error(
    "Usage: export-applications.ts --format csv|json [--status submitted|draft] [--since YYYY-MM-DD] [--out file [--force]]",
  );
  process.exit(2);
}
if (out && !force && exists(out)) refuseExisting(out);

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return existsSync(file);
  }
}

function refuseExisting(file: string): never {
  console.error(
    `${file} already exists: nothing was written. Choose a new file name, or pass --force to replace it.`,
  );
  process.exit(1);
}

/**
 * Creates `file` for its owner only. O_EXCL makes the create fail on anything already there,
 * a symlink included (so the decrypted export never lands in a file someone else prepared, with
 * that file's mode); --force unlinks the old entry (the link itself, never its target) first.
 */
function createPrivateFile(file: string): number {
  const flags =
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
  try {
    return openSync(file, flags, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (!force) refuseExisting(file);
  }
  unlinkSync(file);
  return openSync(file, flags, 0o600);
}

const env = getEnv();
const keys = getSecrets().encryptionKeys;
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const rows = await listApplications(handle.db, {
    status: status as "submitted" | "draft",
    since: since ? new Date(`${since}T00:00:00Z`) : undefined,
  });
  const documents = rows.map((row) => applicationDocument(row, keys));
  const text =
    format === "json" ? `${JSON.stringify(documents, null, 2)}\n` : toCsv(urlaCsvRows(documents));
  if (out) {
    const fd = createPrivateFile(out);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    console.error(`Wrote ${documents.length} application(s) to ${out}.`);
  } else {
    process.stdout.write(text);
  }
} finally {
  await handle.close();
}
