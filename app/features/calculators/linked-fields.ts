import {
  withDownPaymentAmount,
  withDownPaymentPercent,
  withHomePrice,
  withPropertyTaxAmount,
  withPropertyTaxPercent,
  type MortgageLinkedFields,
} from "~/lib/finance/mortgage-payment";
import { parseMoneyInputToCents, parseNumberInput } from "~/lib/format/parse";

/** The five linked fields of the mortgage payment form as the user sees them (masked texts). */
export type LinkedTexts = {
  homePrice: string;
  downPayment: string;
  downPaymentPercent: string;
  propertyTax: string;
  propertyTaxPercent: string;
};

export type LinkedField = keyof LinkedTexts;

/** Cents as the text a money field is given: "40000", "2850.12" (the mask adds the commas). */
export function centsToFieldText(cents: number): string {
  if (!Number.isFinite(cents)) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function toNumbers(texts: LinkedTexts): MortgageLinkedFields | null {
  const fields = {
    homePriceCents: parseMoneyInputToCents(texts.homePrice),
    downPaymentCents: parseMoneyInputToCents(texts.downPayment),
    downPaymentPercent: parseNumberInput(texts.downPaymentPercent),
    propertyTaxCents: parseMoneyInputToCents(texts.propertyTax),
    propertyTaxPercent: parseNumberInput(texts.propertyTaxPercent),
  };
  return Object.values(fields).every((value) => Number.isFinite(value)) ? fields : null;
}

/**
 * Spec 5's linked fields: the user typed `text` into `field`; the other fields it drives are
 * recomputed with the engine's helpers and returned as texts. The typed field keeps exactly what
 * was typed. When a field cannot be read (mid-edit "abc"), only the typed text changes.
 *
 * - home price → down payment (from its percent) and tax (from its percent)
 * - down payment amount → its percent and the tax; down payment percent → the amount and the tax
 * - tax amount → the tax percent (of price − down payment); tax percent → the tax amount
 *
 * @example
 * updateLinked({ homePrice: "300,000", downPayment: "60,000", downPaymentPercent: "20",
 *   propertyTax: "3,000", propertyTaxPercent: "1.25" }, "homePrice", "400,000")
 * // { homePrice: "400,000", downPayment: "80000", downPaymentPercent: "20", propertyTax: "4000", propertyTaxPercent: "1.25" }
 */
export function updateLinked(texts: LinkedTexts, field: LinkedField, text: string): LinkedTexts {
  const next = { ...texts, [field]: text };
  const fields = toNumbers(next);
  if (!fields) return next;
  let linked: MortgageLinkedFields;
  switch (field) {
    case "homePrice":
      linked = withHomePrice(fields, fields.homePriceCents);
      break;
    case "downPayment":
      linked = withDownPaymentAmount(fields, fields.downPaymentCents);
      break;
    case "downPaymentPercent":
      linked = withDownPaymentPercent(fields, fields.downPaymentPercent);
      break;
    case "propertyTax":
      linked = withPropertyTaxAmount(fields, fields.propertyTaxCents);
      break;
    case "propertyTaxPercent":
      linked = withPropertyTaxPercent(fields, fields.propertyTaxPercent);
      break;
  }
  const out: LinkedTexts = {
    homePrice: centsToFieldText(linked.homePriceCents),
    downPayment: centsToFieldText(linked.downPaymentCents),
    downPaymentPercent: String(linked.downPaymentPercent),
    propertyTax: centsToFieldText(linked.propertyTaxCents),
    propertyTaxPercent: String(linked.propertyTaxPercent),
  };
  // Fields the change does not drive keep their text (no reformatting under the user's eyes).
  for (const key of Object.keys(out) as LinkedField[]) {
    if (key === field || sameValue(key, texts[key], out[key]))
      out[key] = key === field ? text : texts[key];
  }
  return out;
}

function sameValue(field: LinkedField, a: string, b: string): boolean {
  if (field === "downPaymentPercent" || field === "propertyTaxPercent") {
    return parseNumberInput(a) === parseNumberInput(b);
  }
  return parseMoneyInputToCents(a) === parseMoneyInputToCents(b);
}
