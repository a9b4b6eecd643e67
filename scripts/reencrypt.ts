// Re-encrypts every encrypted value (application answers and the events' answers) under the
// newest key of ENCRYPTION_KEYS, padded, so an old key can then be removed (README: key
// rotation). In batches, one transaction per application; values already under the newest key
// are skipped, so the command can be stopped and run again. Prints counts only, never data.
//   node_modules/.bin/tsx scripts/reencrypt.ts [--batch-size N]
import { openDb } from "../app/db/client.server";
import { getForm } from "../app/lib/application/forms";
import { reencryptBatch } from "../app/models/applications.server";
import { getEnv } from "../app/utils/env.server";
import { sealedFieldSizes } from "../app/utils/padding.server";
import { getSecrets } from "../app/utils/secrets.server";

const i = process.argv.indexOf("--batch-size");
const batchSize = i > 0 ? Number(process.argv[i + 1]) : 100;
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
  console.error("Usage: reencrypt.ts [--batch-size N] (1 to 10000, default 100)");
  process.exit(2);
}

const env = getEnv();
const keys = getSecrets().encryptionKeys;
const empty = new Map<string, number>();
const sizesOf = (formId: string) => {
  const form = getForm(formId);
  return form ? sealedFieldSizes(form) : empty;
};

const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
let exitCode = 0;
try {
  console.log(`re-encrypting under key "${keys[0]!.id}", ${batchSize} applications per batch`);
  let after: string | undefined;
  let applications = 0;
  let values = 0;
  for (let batch = 1; ; batch++) {
    const done = await reencryptBatch(handle.db, { keys, sizesOf, after, limit: batchSize });
    if (done.applications === 0) break;
    applications += done.applications;
    values += done.values;
    after = done.after;
    console.log(`batch ${batch}: ${done.applications} applications, ${done.values} values`);
  }
  console.log(
    `done: ${applications} applications checked, re-encrypted ${values} value${values === 1 ? "" : "s"}`,
  );
} catch (error) {
  // The message names a key id at most (crypto.server.ts), never a value.
  console.error(`re-encryption stopped: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
