import { readFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { readReviewsCsv } from "~/lib/reviews/csv";
import { insertReviews } from "~/models/reviews.server";

const SAMPLE_REVIEWS_FILE = path.resolve("content/reviews/sample-reviews.csv");

/**
 * Development start-up: fills an EMPTY reviews table with the made-up sample reviews, so the
 * reviews page has something to show. Does nothing when the table already holds any review
 * (real or sample), so it never mixes samples into imported data and is safe to call on every
 * start. Every row of the file must be marked sample=true: a row that is not is refused, so real
 * reviews never come in through this door. Returns the number of reviews inserted.
 *
 * The reviews page shows sample rows only in development (labelled "Sample review").
 */
export async function seedSampleReviews(
  db: Db,
  options: { file?: string; today?: string } = {},
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews);
  if (Number(row?.n ?? 0) > 0) return 0;
  const file = options.file ?? SAMPLE_REVIEWS_FILE;
  const text = await readFile(file, "utf8");
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const result = readReviewsCsv(text, today);
  if (!result.ok) throw new Error(`${file}: ${result.errors.join(" ")}`);
  if (result.reviews.some((r) => !r.sample)) {
    throw new Error(`${file}: every sample review must have sample=true; nothing was imported.`);
  }
  return insertReviews(db, result.reviews);
}
