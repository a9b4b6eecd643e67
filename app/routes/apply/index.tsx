import { Link } from "react-router";
import type { Route } from "./+types/index";
import { FormChooser } from "~/features/application/form-chooser";
import { lender } from "~/config/lender";
import { pageMeta } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Apply for a home loan online",
    description:
      "Apply online for a home purchase or refinance loan. Save as you go, come back any time, and hear from a loan officer within one business day.",
    path: "/apply",
    matches,
  });

export default function ApplyIndex() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Apply for a home loan</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Answer one question at a time. Every answer is saved as soon as you press NEXT, so you can
        stop and come back in this browser. Your Social Security number, birth date and income are
        encrypted.
      </p>
      <FormChooser
        choices={[
          {
            to: "/apply/purchase",
            title: "Buy a home",
            text: "The full application for a purchase loan: the one a lender needs to issue a Loan Estimate.",
            time: "About 15 minutes",
          },
          {
            to: "/apply/refinance",
            title: "Refinance",
            text: "The full application to refinance your current mortgage, for a lower rate or cash out.",
            time: "About 15 minutes",
          },
          {
            to: "/apply/short-purchase",
            title: "Quick start: buying",
            text: "Four short questions and a loan officer calls you to talk through options.",
            time: "About 2 minutes",
          },
          {
            to: "/apply/short-refinance",
            title: "Quick start: refinancing",
            text: "Four short questions about your home and loan, then we call you.",
            time: "About 2 minutes",
          },
        ]}
      />
      <p className="mt-8 text-muted">
        Not ready?{" "}
        <Link className="text-accent underline" to="/calculators">
          Try our calculators
        </Link>{" "}
        or call{" "}
        <a className="text-accent underline" href={lender.phoneHref}>
          {lender.phone}
        </a>
        . Applying does not commit you to anything and does not affect your credit until you
        authorize a credit check on the last step.
      </p>
    </div>
  );
}
