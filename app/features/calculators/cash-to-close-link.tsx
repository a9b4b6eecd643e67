import { Link } from "react-router";

/** The mortgage payment calculator's numbers this calculator takes over from a link. */
export const CARRIED_FROM_MORTGAGE_PAYMENT = [
  "homePrice",
  "downPayment",
  "interestRate",
  "loanTermYears",
  "propertyTax",
  "homeInsurance",
] as const;

/**
 * The cash-to-close link for a mortgage payment calculator's texts: the same field names carry
 * the same values (annual property tax and insurance in both).
 *
 * @example cashToCloseHref({ homePrice: "400,000", downPayment: "40,000", interestRate: "6.5",
 *   loanTermYears: "30", propertyTax: "4,500", homeInsurance: "1,500" })
 * // "/calculators/cash-to-close?homePrice=400%2C000&downPayment=40%2C000&interestRate=6.5&…"
 */
export function cashToCloseHref(
  texts: Readonly<Record<(typeof CARRIED_FROM_MORTGAGE_PAYMENT)[number], string>>,
): string {
  const params = new URLSearchParams();
  for (const name of CARRIED_FROM_MORTGAGE_PAYMENT) params.set(name, texts[name]);
  return `/calculators/cash-to-close?${params.toString()}`;
}

/**
 * The next question after a monthly payment: how much cash closing takes. The link carries the
 * purchase's numbers (price, down payment, rate, term, yearly tax and insurance) as the cash-to-
 * close calculator's query, so it opens with them filled in, with or without JavaScript.
 */
export function CashToCloseLink({ texts }: { texts: Parameters<typeof cashToCloseHref>[0] }) {
  return (
    <p className="rounded-card border border-line p-4 sm:p-5">
      <Link
        to={cashToCloseHref(texts)}
        data-link="cash-to-close"
        className="font-semibold text-accent underline underline-offset-2 hover:text-accent-dark"
      >
        Estimate your cash to close with these numbers
      </Link>
      <span className="mt-1 block text-sm text-muted">
        Down payment, closing costs, prepaid interest and escrow, as on a Loan Estimate.
      </span>
    </p>
  );
}
