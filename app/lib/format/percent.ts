const formats = new Map<number, Intl.NumberFormat>();

/**
 * A rate or share given in PERCENT (6.5 means 6.5 %) for display, with at most `maxDecimals`
 * decimals (3 by default, the percentage mask's precision) and no trailing zeros: "6.5%".
 * Not a finite number → "0%".
 *
 * @example formatPercent(3.875) // "3.875%"; formatPercent(20) // "20%"
 */
export function formatPercent(percent: number, maxDecimals = 3): string {
  let format = formats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxDecimals });
    formats.set(maxDecimals, format);
  }
  const text = format.format(Number.isFinite(percent) ? percent : 0);
  return `${text === "-0" ? "0" : text}%`;
}
