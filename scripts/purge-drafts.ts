// Deletes application drafts abandoned for longer than DRAFT_MAX_AGE_DAYS (default 730 days = 2
// years) or --older-than-days N. Submitted applications are kept. Run it daily (cron, a
// scheduled job): node_modules/.bin/tsx scripts/purge-drafts.ts [--older-than-days N]
import { openDb } from "../app/db/client.server";
import { purgeAbandonedDrafts } from "../app/models/applications.server";
import { getEnv } from "../app/utils/env.server";

const env = getEnv();
const flag = process.argv.indexOf("--older-than-days");
const days = flag > 0 ? Number(process.argv[flag + 1]) : env.DRAFT_MAX_AGE_DAYS;
if (!Number.isInteger(days) || days < 1) {
  console.error("--older-than-days must be a whole number of days, at least 1.");
  process.exit(2);
}
const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const n = await purgeAbandonedDrafts(handle.db, cutoff);
  console.log(`Deleted ${n} draft application(s) not changed since ${cutoff.toISOString()}.`);
} finally {
  await handle.close();
}
