// Exports applications for the lender's staff, DECRYPTED: treat the output as confidential.
//   node_modules/.bin/tsx scripts/export-applications.ts --format csv|json [--status submitted|draft]
//        [--since YYYY-MM-DD] [--out file]
// CSV is one row per answer (application, step, question, value); JSON one object per
// application. With --out the file is created readable by its owner only.
import { writeFileSync } from "node:fs";
import { openDb } from "../app/db/client.server";
import { toCsv } from "../app/lib/application/export";
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
if (
  !["csv", "json"].includes(format) ||
  !["submitted", "draft"].includes(status) ||
  (since && !/^\d{4}-\d{2}-\d{2}$/.test(since))
) {
  console.error(
    "Usage: export-applications.ts --format csv|json [--status submitted|draft] [--since YYYY-MM-DD] [--out file]",
  );
  process.exit(2);
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
  let text: string;
  if (format === "json") {
    text = `${JSON.stringify(documents, null, 2)}\n`;
  } else {
    const header = [
      "application_id",
      "form",
      "status",
      "submitted_at",
      "source",
      "internet_source",
      "endorser",
      "step",
      "field",
      "question",
      "answer",
    ];
    const lines = documents.flatMap((d) =>
      d.answers.map((a) => [
        d.id,
        d.form,
        d.status,
        d.submittedAt ?? "",
        d.attribution.source ?? "",
        d.attribution.internet_source ?? "",
        d.attribution.endorser ?? "",
        a.step,
        a.field,
        a.label,
        a.value,
      ]),
    );
    text = toCsv([header, ...lines]);
  }
  if (out) {
    writeFileSync(out, text, { mode: 0o600 });
    console.error(`Wrote ${documents.length} application(s) to ${out}.`);
  } else {
    process.stdout.write(text);
  }
} finally {
  await handle.close();
}
