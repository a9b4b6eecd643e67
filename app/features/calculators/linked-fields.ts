import {
  withDownPaymentAmount,
  withDownPaymentPercent,
  withHomePrice,
  withPropertyTaxAmount,
  withPropertyTaxPercent,
  type MortgageLinkedFields,
} from "~/lib/finance/mortgage-payment";
import { parseInput } from "~/lib/format/field";
import { moneyFieldText } from "~/lib/format/money";
import { MORTGAGE_PAYMENT_INPUTS } from "./calculator-forms";

/** The five linked fields of the mortgage payment form as the user sees them (masked texts). */
export type LinkedTexts = {
  homePrice: string;
  downPayment: string;
  downPaymentPercent: string;
  propertyTax: string;
  propertyTaxPercent: string;
};

export type LinkedField = keyof LinkedTexts;

/** A linked field's value through the form's one parser for it; NaN when it is refused. */
function read(field: LinkedField, text: string): number {
  const parsed = parseInput(MORTGAGE_PAYMENT_INPUTS[field], text);
  return parsed.ok ? parsed.value : Number.NaN;
}

function toNumbers(texts: LinkedTexts): MortgageLinkedFields | null {
  const fields = {
    homePriceCents: read("homePrice", texts.homePrice),
    downPaymentCents: read("downPayment", texts.downPayment),
    downPaymentPercent: read("downPaymentPercent", texts.downPaymentPercent),
    propertyTaxCents: read("propertyTax", texts.propertyTax),
    propertyTaxPercent: read("propertyTaxPercent", texts.propertyTaxPercent),
  };
  return Object.values(fields).every((value) => Number.isFinite(value)) ? fields : null;
}

/**
 * Spec 5's linked fields: the user typed `text` into `field`; the other fields it drives are
 * recomputed with the engine's helpers and returned as texts. The typed field keeps exactly what
 * was typed. When a field is refused (mid-edit "abc", a percent above 100), only the typed text
 * changes.
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
    homePrice: moneyFieldText(linked.homePriceCents),
    downPayment: moneyFieldText(linked.downPaymentCents),
    downPaymentPercent: String(linked.downPaymentPercent),
    propertyTax: moneyFieldText(linked.propertyTaxCents),
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
  return read(field, a) === read(field, b);
}

/**
 * The home price typed, in dollars: what the down payment percent slider's amount is of
 * ("20% · $80,000"). Undefined while the price is refused (the slider then shows the percent).
 */
export function homePriceDollars(texts: LinkedTexts): number | undefined {
  const cents = read("homePrice", texts.homePrice);
  return Number.isFinite(cents) ? cents / 100 : undefined;
}
