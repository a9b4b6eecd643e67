/**
 * Micro-benchmark of the money engine's heaviest call: a 30-year schedule with a monthly extra
 * payment (what the amortization and payoff calculators recompute on every keystroke).
 * Run: node_modules/.bin/tsx bench/finance.ts → one line of JSON with the median of this run.
 */
import { performance } from "node:perf_hooks";
import { buildSchedule } from "../app/lib/finance/schedule";

const WARM_UP_RUNS = 500;
const RUNS = 5000;

function run(i: number): number {
  // Vary the amount a little so no run can be folded into a previous one.
  const schedule = buildSchedule({
    principalCents: 40_000_000 + (i % 100) * 100,
    annualRatePercent: 6.875,
    termMonths: 360,
    start: { year: 2025, month: 1 },
    extra: { amountCents: 20_000, start: { year: 2026, month: 6 } },
  });
  return schedule.totals.totalInterestCents;
}

let sink = 0;
for (let i = 0; i < WARM_UP_RUNS; i++) sink += run(i);

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  sink += run(i);
  times.push((performance.now() - started) * 1000);
}
times.sort((a, b) => a - b);
const middle = Math.floor(times.length / 2);
const median =
  times.length % 2 === 0
    ? ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2
    : (times[middle] ?? 0);

if (sink === -1) console.error("unreachable");
console.log(
  JSON.stringify({
    name: "schedule-30y-extra",
    medianMicros: Math.round(median * 100) / 100,
    runs: RUNS,
  }),
);
