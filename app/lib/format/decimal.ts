/**
 * A number as en-US text, without Intl: digits grouped in threes with commas, "." before the
 * decimals, "-" before a negative. THE number-to-text step of every money, percentage and count
 * on screen (formatCurrency, formatPercent).
 *
 * Why not `Intl.NumberFormat`: the first number formatter a page builds makes the browser load
 * ICU's number data. In Chromium without throttling that was 24–29 ms of the first script task
 * on this project's machine (a phone's CPU is about 4× slower), and every calculator and
 * application step built one when its scripts loaded (issue 19, decision 040).
 *
 * It gives what `new Intl.NumberFormat("en-US", { minimumFractionDigits, maximumFractionDigits })`
 * gives, and its unit test compares the two over many values:
 * - rounded half away from zero on the value's shortest decimal form (JavaScript's own
 *   `String(value)`, as ICU does): 1.005 to 2 decimals is "1.01", though the double is a little
 *   under 1.005;
 * - trailing zeros dropped down to `minDecimals`, padded up to it;
 * - a negative that rounds to zero keeps its sign ("-0"), as Intl does; NaN is "NaN" and the
 *   infinities "∞" and "-∞".
 *
 * @example formatDecimal(1234567.891, 2) // "1,234,567.89"; formatDecimal(6.5, 3, 3) // "6.500"
 */
export function formatDecimal(value: number, maxDecimals: number, minDecimals = 0): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [whole, fraction] = plainDigits(Math.abs(value));
  if (fraction.length > maxDecimals) {
    const up = fraction.charCodeAt(maxDecimals) >= 53; // "5"
    fraction = fraction.slice(0, maxDecimals);
    if (up) [whole, fraction] = addOneUnit(whole, fraction);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(minDecimals, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** The shortest decimal form of a finite non-negative number, as whole digits and fraction digits. */
function plainDigits(value: number): [string, string] {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw new Error(`unexpected number text ${String(value)}`);
  const [, head = "", tail = "", exponent = "0"] = match;
  const digits = head + tail;
  const point = head.length + Number(exponent);
  if (point <= 0) return ["0", "0".repeat(-point) + digits];
  if (point >= digits.length)
    return [stripLeadingZeros(digits + "0".repeat(point - digits.length)), ""];
  return [stripLeadingZeros(digits.slice(0, point)), digits.slice(point)];
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "");
}

/** whole.fraction plus one unit in the fraction's last place (or 1 when there is no fraction). */
function addOneUnit(whole: string, fraction: string): [string, string] {
  const digits = (whole + fraction).split("");
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") digits[i--] = "0";
  if (i >= 0) digits[i] = String(Number(digits[i]) + 1);
  else digits.unshift("1");
  const point = digits.length - fraction.length;
  return [digits.slice(0, point).join(""), digits.slice(point).join("")];
}
