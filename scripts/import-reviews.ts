// Imports reviews from a CSV file (format: content/reviews/README.md). Every row is checked first;
// if any row is bad, the errors are printed with their line numbers and nothing is imported.
//   node_modules/.bin/tsx scripts/import-reviews.ts path/to/reviews.csv
import { readFileSync } from "node:fs";
import { openDb } from "../app/db/client.server";
import { readReviewsCsv } from "../app/lib/reviews/csv";
import { insertReviews } from "../app/models/reviews.server";
import { getEnv } from "../app/utils/env.server";

const file = process.argv[2];
if (!file) {
  console.error("Usage: tsx scripts/import-reviews.ts <file.csv>");
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, "utf8");
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
const result = readReviewsCsv(text, today);
if (!result.ok) {
  console.error(`${file}: nothing imported, ${result.errors.length} problem(s):`);
  for (const error of result.errors) console.error(`  ${error}`);
  process.exit(1);
}
const env = getEnv();
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const n = await insertReviews(handle.db, result.reviews);
  console.log(`Imported ${n} review(s) from ${file}.`);
} finally {
  await handle.close();
}
