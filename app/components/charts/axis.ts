// Pure helpers for the charts' axes and labels.

/**
 * The top of a line chart's y axis (spec 9): the largest value rounded UP to a step that grows
 * with its size: 1e3 below 1e4, 1e4 below 1e5, 1e5 below 1e6, 1e6 below 1e7, 1e7 from there on.
 * Nothing above 0 (or not a number) gives 1e3, so the axis never collapses.
 *
 * @example roundUpAxisMax(231_456) // 300_000; roundUpAxisMax(9_001) // 10_000; roundUpAxisMax(0) // 1_000
 */
export function roundUpAxisMax(max: number): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1e3;
  const step = max < 1e4 ? 1e3 : max < 1e5 ? 1e4 : max < 1e6 ? 1e5 : max < 1e7 ? 1e6 : 1e7;
  return Math.ceil(max / step) * step;
}

/**
 * Short dollar labels for axis ticks, so they fit beside the plot.
 *
 * @example formatAxisDollars(150_000) // "$150K"; formatAxisDollars(1_500_000) // "$1.5M"; formatAxisDollars(500) // "$500"
 */
export function formatAxisDollars(dollars: number): string {
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? "-" : "";
  const short = (value: number, unit: string) => `${sign}$${Number(value.toFixed(1))}${unit}`;
  if (abs >= 1e9) return short(abs / 1e9, "B");
  if (abs >= 1e6) return short(abs / 1e6, "M");
  if (abs >= 1e3) return short(abs / 1e3, "K");
  return `${sign}$${Math.round(abs)}`;
}

/**
 * Which of `count` points get an x tick: `ticks` of them, evenly spread, always the first and
 * the last (fewer when there are fewer points).
 *
 * @example xTickIndexes(31, 5) // [0, 8, 15, 23, 30]
 */
export function xTickIndexes(count: number, ticks = 5): number[] {
  if (count <= 0) return [];
  if (count <= ticks) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: ticks }, (_, i) => Math.round((i * (count - 1)) / (ticks - 1)));
}

/**
 * A linear map from `domain` to `range`, as the charts use d3's scaleLinear (no clamping, a
 * one-point domain maps to the middle of the range) without shipping d3-scale's interpolators
 * and number formats to the browser.
 *
 * @example linearScale([0, 10], [100, 0])(2.5) // 75
 */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}
