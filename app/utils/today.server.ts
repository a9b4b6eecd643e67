export type Today = { year: number; month: number; day: number };

/**
 * Today's date (UTC) for calculators and validation, read in one place. APP_TODAY=YYYY-MM-DD pins
 * it, so that tests and demos that depend on "the current month" give the same numbers every run.
 */
export function getToday(now: Date = new Date()): Today {
  const pinned = process.env.APP_TODAY;
  if (pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned)) {
    const [year, month, day] = pinned.split("-").map(Number) as [number, number, number];
    return { year, month, day };
  }
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}
