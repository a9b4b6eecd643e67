/**
 * The top of a line graph's y axis (spec 9): the data maximum rounded UP to a step that grows
 * with its size: 1e3 below 1e4, 1e4 below 1e5, 1e5 below 1e6, 1e6 below 1e7, 1e7 from 1e7 on.
 * A maximum of 0 or less (or not a number) gives 1e3 so the axis is never empty.
 *
 * Units: whatever the series uses (the graphs plot dollars).
 *
 * @example yAxisMax(231_456) // 300_000 (step 1e5); yAxisMax(200_000) // 200_000
 */
export function yAxisMax(maxValue: number): number {
  if (!(maxValue > 0)) return 1e3;
  if (maxValue === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  let step = 1e3;
  for (const limit of [1e4, 1e5, 1e6, 1e7]) {
    if (maxValue < limit) break;
    step = limit;
  }
  return Math.ceil(maxValue / step) * step;
}
