import { Link } from "react-router";
import { cashToCloseHref } from "./cash-to-close-form";

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
