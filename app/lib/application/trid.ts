import { pathFor } from "./engine";
import { FORM_RECEIVED } from "./forms";
import type { Answers, FormDef } from "./types";

/**
 * TRID's "application" (12 CFR 1026.2(a)(3)(ii)): for a mortgage, an application is the
 * submission of six pieces of information: the consumer's name, income, social security number
 * (to obtain a credit report), the property address, an estimate of the property's value and the
 * mortgage loan amount sought. Receiving all six starts the three business days within which the
 * Loan Estimate must be delivered (1026.19(e)(1)(iii)). The server records the first moment an
 * application holds them (decision 023); this module says whether it does. Pure.
 */
export const TRID_ITEMS = [
  "name",
  "income",
  "ssn",
  "propertyAddress",
  "propertyValue",
  "loanAmount",
] as const;
export type TridItem = (typeof TRID_ITEMS)[number];

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

/**
 * Which of the six items the answers hold, counting only steps on the path the borrower took
 * (an address left on an abandoned branch is not an address of this application). Sensitive
 * values may be encrypted: only their presence is read.
 *
 * - name: first and last name (personal_info, or contact_info on the short forms);
 * - income: the income step (base pay, which may be 0, with any other income);
 * - ssn: review_and_consent;
 * - property address: street, city, state and ZIP of the home (property_address on a purchase
 *   once a home is found, refinance_address); an area being looked at is no address;
 * - property value: the purchase price (the buyer's estimate of the value) or the estimated
 *   value of the home being refinanced;
 * - loan amount sought: price and down payment (purchase), or the balance to refinance and the
 *   goal (which says whether cash out is added to it).
 *
 * @example tridItemsHeld(purchase, {}).name // false
 */
export function tridItemsHeld(form: FormDef, answers: Answers): Record<TridItem, boolean> {
  const path = pathFor(form, answers);
  // The last slug is the first step without a complete answer (or form_received).
  const answered = path.slice(0, -1);
  if (path.at(-1) === FORM_RECEIVED) answered.push(FORM_RECEIVED);
  const has = (slug: string, ...names: string[]) =>
    answered.includes(slug) && names.every((n) => present(answers[slug]?.[n]));
  const address = ["property_street", "property_city", "property_state", "property_zip"];
  return {
    name:
      has("personal_info", "first_name", "last_name") ||
      has("contact_info", "first_name", "last_name"),
    income: has("income", "base_income"),
    ssn: has("review_and_consent", "ssn"),
    propertyAddress: has("property_address", ...address) || has("refinance_address", ...address),
    propertyValue:
      has("purchase_price", "purchase_price") || has("approximate_value", "home_value"),
    loanAmount:
      has("purchase_price", "purchase_price", "down_payment") ||
      (has("current_loan", "loan_balance") && has("refinance_goal", "refinance_goal")) ||
      has("loan_balance", "loan_balance"),
  };
}

/** True when the answers hold all six items: an application under TRID. */
export function holdsTridApplication(form: FormDef, answers: Answers): boolean {
  const held = tridItemsHeld(form, answers);
  return TRID_ITEMS.every((item) => held[item]);
}
