import { useEffect } from "react";
import { Link } from "react-router";
import { lender } from "~/config/lender";
import type { Received } from "./received.server";
import { reportStepLoad } from "./analytics";
import { ProgressBar } from "./progress-bar";

/** form_received: what happens next, and when (DESIGN 7; TRID timing for full applications). */
export function ReceivedPage({ received }: { received: Received }) {
  const { view } = received;
  useEffect(() => reportStepLoad(view), [view]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <ProgressBar items={view.progress} />
      <div className="rounded-card border border-good/40 bg-green-50 p-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Thank you. We have your application.</h1>
        <p className="mt-2 text-lg">
          Your reference is{" "}
          <strong className="font-mono tracking-wider">{received.reference}</strong>. Keep it handy
          if you call us.
        </p>
      </div>
      <h2 className="mt-8 text-xl font-semibold">What happens next</h2>
      <ol className="mt-4 grid gap-4">
        <li className="rounded-card border border-line p-4">
          <p className="font-semibold">1. A loan officer contacts you within one business day</p>
          <p className="mt-1 text-muted">
            We call or email using the details you gave us, {lender.businessHours}. Nothing is
            decided yet and you are not committed to anything.
          </p>
        </li>
        {received.tridApplication ? (
          <li className="rounded-card border border-line p-4" data-next="loan-estimate">
            <p className="font-semibold">2. You receive a Loan Estimate within 3 business days</p>
            <p className="mt-1 text-muted">
              Federal rules (TRID) require it within 3 business days of a complete application. It
              shows your rate, monthly payment and closing costs so you can compare offers.
            </p>
          </li>
        ) : view.formType === "full" ? (
          <li className="rounded-card border border-line p-4" data-next="loan-officer">
            <p className="font-semibold">2. Your loan officer finishes your application with you</p>
            <p className="mt-1 text-muted">
              A Loan Estimate needs the address of the home, among other details. Your loan officer
              will contact you to get what's missing (for a pre-approval while you're still looking,
              that can wait until you find a home) and then sends your Loan Estimate within 3
              business days.
            </p>
          </li>
        ) : (
          <li className="rounded-card border border-line p-4">
            <p className="font-semibold">2. We talk through your options</p>
            <p className="mt-1 text-muted">
              Your loan officer goes over loan types and what you may qualify for, and can start a
              full application or a pre-approval with you when you are ready.
            </p>
          </li>
        )}
        <li className="rounded-card border border-line p-4">
          <p className="font-semibold">3. Gather your documents</p>
          <p className="mt-1 text-muted">
            Pay stubs for the last 30 days, W-2s for the last 2 years, 2 months of bank statements,
            and tax returns for the last 2 years if you are self-employed.
          </p>
        </li>
      </ol>
      <p className="mt-8">
        Questions? Call{" "}
        <a className="text-accent underline" href={lender.phoneHref}>
          {lender.phone}
        </a>
        . Meanwhile, read{" "}
        <Link className="text-accent underline" to="/learn/mortgage-application-step-by-step">
          the mortgage application, step by step
        </Link>
        .
      </p>
    </div>
  );
}
