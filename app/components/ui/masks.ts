// The input masks of spec 5 as imask options, plus two pure helpers. Only the Masked models are
// imported (no DOM code), so this runs on the server and in unit tests without a browser.
// Importing the individual modules (not "imask") keeps unused mask types out of the bundle; each
// module registers itself with imask's factory when imported.
import type ChangeDetails from "imask/esm/core/change-details";
import type { AppendFlags } from "imask/esm/masked/base";
import type { MaskedPatternState } from "imask/esm/masked/pattern";
import createMask, { type FactoryOpts } from "imask/esm/masked/factory";
import MaskedNumber from "imask/esm/masked/number";
import MaskedRange from "imask/esm/masked/range";
import { MONEY_MAX } from "~/lib/format/money";
import { parseNumeric, type NumberRange } from "~/lib/format/number";
import "imask/esm/masked/pattern";
import "imask/esm/masked/regexp";

export type MaskKind =
  "number" | "phone" | "date" | "month-year" | "zip" | "money" | "name" | "percentage" | "ssn";

export type MaskSettings = {
  /** Money only: whole dollars, no decimal point. */
  readonly dollarsOnly?: boolean;
  /**
   * Money, percentage and number: the field's range (defined where the field is). The mask
   * takes its decimals and its maximum from it, and formatMasked/keepsValue leave a value
   * outside it as given, so the field can show it with its message instead of a truncation.
   */
  readonly range?: NumberRange;
};

/**
 * A two-digit range that prefixes 0 to a first digit which cannot start a two-digit value:
 * month "3" becomes "03", day "5" becomes "05" (spec 5's month/year rule, applied to full dates
 * too, which would otherwise refuse "3"). imask's own autofix: "pad" also clamps, turning a
 * mistyped month "13" into "12" without a word; here "13" is refused and the user sees it.
 */
class LeadingZeroRange extends MaskedRange {
  override _appendCharRaw(ch: string, flags?: AppendFlags<MaskedPatternState>): ChangeDetails {
    if (this.value === "" && /^\d$/.test(ch) && Number(ch) * 10 > this.to) {
      return super._appendCharRaw("0", flags).aggregate(super._appendCharRaw(ch, flags));
    }
    return super._appendCharRaw(ch, flags);
  }
}

const MONTH_BLOCK = { mask: LeadingZeroRange, from: 1, to: 12, maxLength: 2 };
const DAY_BLOCK = { mask: LeadingZeroRange, from: 1, to: 31, maxLength: 2 };
/**
 * Any four digits. The mask shapes the date; whether it exists (02/30) and lies between 1900 and
 * 2100 (spec 5) is the validator's business, which says so: a mask that checked the whole date
 * (imask's Date or a 1900-2100 range) silently refused the last digit, leaving "02/30/202".
 */
const YEAR_BLOCK = { mask: "0000" };

/**
 * imask's number mask, but a committed amount with cents always shows both digits: "4,687.50",
 * never "4,687.5" (a whole amount still drops ".00": "250,000").
 */
class MaskedMoney extends MaskedNumber {
  override doCommit(): void {
    super.doCommit();
    const [whole, fraction] = this._value.split(this.radix);
    if (fraction !== undefined && fraction.length > 0 && fraction.length < this.scale) {
      this._value = `${whole}${this.radix}${fraction.padEnd(this.scale, "0")}`;
    }
  }
}

/** The imask options for one mask kind. A new object each call: imask keeps state on it. */
export function maskOptions(kind: MaskKind, settings: MaskSettings = {}): FactoryOpts {
  switch (kind) {
    case "number":
      // With a range: digits and the range's decimals (none for whole years), no separators.
      return settings.range
        ? {
            mask: Number,
            scale: settings.range.decimals,
            min: 0,
            max: settings.range.max,
            radix: ".",
            mapToRadix: ["."],
            thousandsSeparator: "",
            normalizeZeros: true,
          }
        : { mask: /^\d*$/ };
    case "phone":
      // US numbers only. An area code never starts with 0 or 1, so a pasted or autofilled
      // "+1 555 123 4567" drops the country code instead of shifting every digit.
      return { mask: "(#00) 000-0000", definitions: { "#": /[2-9]/ } };
    case "zip":
      return { mask: "00000" };
    case "ssn":
      return { mask: "000-00-0000" };
    case "date":
      return { mask: "m/`d/`Y", blocks: { m: MONTH_BLOCK, d: DAY_BLOCK, Y: YEAR_BLOCK } };
    case "month-year":
      return { mask: "m/`Y", blocks: { m: MONTH_BLOCK, Y: YEAR_BLOCK } };
    case "money":
      return {
        mask: MaskedMoney,
        scale: settings.dollarsOnly ? 0 : (settings.range?.decimals ?? 2),
        min: 0,
        max: settings.range?.max ?? MONEY_MAX,
        radix: ".",
        mapToRadix: ["."],
        thousandsSeparator: ",",
        normalizeZeros: true,
        padFractionalZeros: false,
      };
    case "percentage":
      return {
        mask: Number,
        scale: settings.range?.decimals ?? 3,
        // Negative only where the field's range is (points: a lender credit is negative).
        min: Math.min(0, settings.range?.min ?? 0),
        max: settings.range?.max ?? 100,
        radix: ".",
        mapToRadix: ["."],
        thousandsSeparator: "",
        normalizeZeros: true,
      };
    case "name":
      // Letters of any script (with combining accents), hyphen, period, whitespace and the
      // straight or typographic apostrophe (phones type ’).
      return { mask: /^[\p{L}\p{M}\s.'’-]*$/u };
  }
}

/**
 * The display string a mask makes of a raw value, as the input shows it once the mask is
 * attached (the mask commits on attach, so money "250000.00" shows "250,000"). The server
 * renders this so the no-JavaScript page and the hydrated page show the same text.
 *
 * @example formatMasked("money", "1234567.5") // "1,234,567.5"; formatMasked("phone", "5551234567") // "(555) 123-4567"
 */
export function formatMasked(kind: MaskKind, raw: string, settings: MaskSettings = {}): string {
  if (!raw) return "";
  return formatDirectly(kind, raw, settings) ?? formatWithMask(kind, raw, settings);
}

/** formatMasked by imask itself: what every value is shown as once the mask is attached. */
export function formatWithMask(kind: MaskKind, raw: string, settings: MaskSettings = {}): string {
  const masked = createMask(maskOptions(kind, settings));
  masked.value = raw;
  masked.doCommit();
  return masked.value;
}

const PLAIN_DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/** Values already in the shape their mask gives them: the mask leaves them as they are. */
const ALREADY_MASKED: Partial<Record<MaskKind, RegExp>> = {
  zip: /^\d{5}$/,
  ssn: /^\d{3}-\d{2}-\d{4}$/,
  phone: /^\([2-9]\d\d\) \d{3}-\d{4}$/,
  date: /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/,
  "month-year": /^(0[1-9]|1[0-2])\/\d{4}$/,
  name: /^[\p{L}\p{M}\s.'’-]*$/u,
};

/**
 * What the masks make of a value already in its mask's shape ("06/2025", "94105") or of a plain
 * decimal within a number field's range ("300000", "6.50"), without building a mask: the server
 * renders every calculator field this way on each request, and building imask's model was a tenth
 * of a calculator page's render (npm run bench, profiled). Anything else (a sign, separators, too
 * many decimals, out of range) is left to imask: undefined. The unit tests hold this to imask's
 * own answer over generated values.
 */
function formatDirectly(kind: MaskKind, raw: string, settings: MaskSettings): string | undefined {
  if (ALREADY_MASKED[kind]?.test(raw)) return raw;
  if (kind === "number" && !settings.range) return /^\d*$/.test(raw) ? raw : undefined;
  if (kind !== "money" && kind !== "percentage" && kind !== "number") return undefined;
  const match = PLAIN_DECIMAL.exec(raw);
  if (!match) return undefined;
  const options = maskOptions(kind, settings) as { scale: number; min: number; max: number };
  const whole = match[1]!;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if ((match[2] ?? "").length > options.scale) return undefined;
  const value = Number(raw);
  if (value < options.min || value > options.max) return undefined;
  const grouped = kind === "money" ? whole.replace(/\B(?=(\d{3})+$)/g, ",") : whole;
  if (fraction === "") return grouped;
  // MaskedMoney: cents always show both digits.
  return `${grouped}.${kind === "money" ? fraction.padEnd(options.scale, "0") : fraction}`;
}

/**
 * True when the mask would show `raw` as the same number (only commas, "$" or zeros change).
 * False for a value it would change: with a range, "150" in a 0-100 percentage becomes "15",
 * "30.5" in whole years becomes "30" or "305". Such a value is shown as given (with the field's
 * message) and the mask is attached only once the user has made it fit. Always true for masks
 * without a range, which keep their old behaviour.
 *
 * @example keepsValue("percentage", "150", { range: { min: 0, max: 100, decimals: 3 } }) // false
 */
export function keepsValue(kind: MaskKind, raw: string, settings: MaskSettings = {}): boolean {
  if (!settings.range || raw.trim() === "") return true;
  if (kind !== "money" && kind !== "percentage" && kind !== "number") return true;
  const value = parseNumeric(raw);
  return !Number.isNaN(value) && parseNumeric(formatMasked(kind, raw, settings)) === value;
}
