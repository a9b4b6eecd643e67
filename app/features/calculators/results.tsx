import type { ReactNode } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import { CopyLink } from "./copy-link";

/** What an output shows when the form has no valid result (spec 8: no result, no message). */
export const NO_RESULT = "—";

/** The page frame of a rich calculator: heading, intro, the form beside its results, then more. */
export function CalculatorLayout({
  title,
  formTitle = "Your loan",
  stickyResults = false,
  intro,
  form,
  results,
  children,
}: {
  title: string;
  formTitle?: string;
  /** Keep the results in view beside a form much taller than they are (wide screens). */
  stickyResults?: boolean;
  intro: ReactNode;
  form: ReactNode;
  results: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="calculator-page mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <div className="mt-3 max-w-3xl text-lg text-muted">{intro}</div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section
          aria-labelledby="calculator-inputs"
          className="calculator-inputs rounded-card border border-line p-4 sm:p-6"
        >
          <h2 id="calculator-inputs" className="text-xl font-bold">
            {formTitle}
          </h2>
          <div className="mt-4">{form}</div>
        </section>
        <section
          aria-labelledby="calculator-results"
          className={`calculator-results grid gap-6 ${stickyResults ? "lg:sticky lg:top-32" : ""}`}
        >
          <h2 id="calculator-results" className="sr-only">
            Results
          </h2>
          {results}
        </section>
      </div>
      {children}
    </div>
  );
}

/** The headline figure: large, readable, with what it is and what it includes. */
export function ResultHeadline({
  label,
  name,
  value,
  note,
}: {
  label: string;
  name: string;
  value: string;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-card bg-accent-soft p-5 sm:p-6">
      <p className="font-medium text-ink" id={`${name}-label`}>
        {label}
      </p>
      <p
        className="mt-1 text-4xl font-bold tracking-tight text-accent-dark tabular-nums sm:text-5xl"
        data-output={name}
        aria-describedby={`${name}-label`}
      >
        {value}
      </p>
      {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
    </div>
  );
}

/** A list of labelled results (a <dl>); each value carries data-output (DESIGN.md 5). */
export function ResultList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="grid gap-x-6 gap-y-4 rounded-card border border-line p-4 sm:grid-cols-2 sm:p-5"
    >
      {children}
    </dl>
  );
}

export function ResultItem({
  label,
  name,
  value,
  help,
  note,
}: {
  label: string;
  name: string;
  value: string;
  help?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-sm text-muted">
        {label}
        {help ? <Tooltip content={help} label={`More about ${label.toLowerCase()}`} /> : null}
      </dt>
      <dd
        className="mt-0.5 text-xl font-semibold break-words text-ink tabular-nums"
        data-output={name}
      >
        {value}
      </dd>
      {note ? <dd className="text-sm text-muted">{note}</dd> : null}
    </div>
  );
}

/**
 * The assumptions a payment rests on (DESIGN.md 8): every page that shows a payment shows them.
 */
export function Assumptions({ items }: { items: ReactNode[] }) {
  return (
    <aside
      aria-labelledby="assumptions-heading"
      className="calculator-assumptions mt-10 rounded-card bg-surface p-5 text-sm sm:p-6"
    >
      <h2 id="assumptions-heading" className="text-base font-bold text-ink">
        What this estimate assumes
      </h2>
      <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The form's buttons: Calculate (what makes the form usable without JavaScript; with it, an
 * immediate recalculation) and the copy-link action.
 */
export function FormActions({ calculator }: { calculator: string }) {
  return (
    <div className="calculator-actions mt-6 grid gap-4">
      <button
        type="submit"
        data-calculator={calculator}
        className="min-h-11 w-full rounded-md bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark sm:w-auto sm:justify-self-start"
      >
        Calculate
      </button>
      <CopyLink calculator={calculator} />
    </div>
  );
}

/** Standard field-level explanations, in plain words (DESIGN.md 10: no jargon without a tooltip). */
export const HELP = {
  amortization:
    "Amortization is paying a loan off in equal monthly payments. Early payments are mostly interest; later ones are mostly principal.",
  principal: "Principal is the amount you borrowed and still owe, not counting interest.",
  interestRate:
    "The yearly interest rate on the loan (not the APR, which also counts fees). Enter 6.5 for 6.5%.",
  startDate: "The month of your first monthly payment.",
  extraPayment:
    "An amount you add to your monthly payment. It goes straight to principal, so you pay less interest and finish sooner.",
  pmi: "Private mortgage insurance (PMI) protects the lender when you put down less than 20%. You pay it monthly until you have enough equity.",
  escrow:
    "Property taxes and home insurance are often collected with your mortgage payment and held in an escrow account, which pays the bills when due.",
  hoa: "Homeowners association (HOA) dues pay for shared areas and services in some communities and condos.",
  propertyTax:
    "Yearly tax charged by your county or city on the home. Here it is also shown as a percent of the loan amount.",
  closingCosts: "Fees you pay to take out the new loan, such as appraisal, title and lender fees.",
  breakEven: "How many months of lower payments it takes to earn back the closing costs.",
} as const;
