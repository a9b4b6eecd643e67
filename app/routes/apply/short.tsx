import type { Route } from "./+types/short";
import { FormChooser } from "~/features/application/form-chooser";
import { pageMeta } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Quick start: tell us about your plans",
    description:
      "Four quick questions about buying or refinancing, and a loan officer contacts you within one business day. No credit check.",
    path: "/apply/short",
    matches,
  });

/** The chooser between the two short forms (excluded from application analytics, spec 2). */
export default function ShortChooser() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Quick start</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Four quick questions, no credit check. A loan officer contacts you within one business day.
      </p>
      <FormChooser
        choices={[
          {
            to: "/apply/short-purchase",
            title: "I'm buying a home",
            text: "Where you're looking, your price range, your credit and how to reach you.",
            time: "About 2 minutes",
          },
          {
            to: "/apply/short-refinance",
            title: "I want to refinance",
            text: "Your home's value, what you owe, your credit and how to reach you.",
            time: "About 2 minutes",
          },
        ]}
      />
    </div>
  );
}
