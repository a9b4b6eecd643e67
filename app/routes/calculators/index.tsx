import { Link } from "react-router";
import type { Route } from "./+types/index";
import { CALCULATOR_GROUPS, CALCULATORS } from "~/content/calculators";
import { breadcrumbList, pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Mortgage calculators",
    description:
      "Free mortgage calculators: monthly payment with taxes and PMI, affordability, down payment, income, APR and points, amortization, extra payments and refinance savings.",
    path: "/calculators",
    matches,
    structuredData: [
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Mortgage calculators", path: "/calculators" },
        ],
        matches,
      ),
    ],
  });

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function CalculatorsIndex() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Mortgage calculators</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Estimate a payment, a price range or what a refinance would save. The calculators run in
        your browser: nothing you type is sent to us. Results are estimates, not loan offers.
      </p>

      {CALCULATOR_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mt-10">
          <h2 id={`group-${group.id}`} className="text-2xl font-bold">
            {group.title}
          </h2>
          <p className="mt-1 text-muted">{group.intro}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {CALCULATORS.filter((c) => c.group === group.id).map((calc) => (
              <li key={calc.path}>
                <Link
                  to={calc.path}
                  className="block h-full rounded-card border border-line p-5 no-underline hover:border-accent"
                >
                  <span className="text-lg font-semibold text-accent">{calc.name}</span>
                  <span className="mt-1 block text-muted">{calc.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="more-help" className="mt-12 rounded-card bg-surface p-6">
        <h2 id="more-help" className="text-xl font-bold">
          Not sure which loan fits?
        </h2>
        <p className="mt-2 text-muted">
          <Link to="/mortgage-types" className="font-semibold text-accent underline">
            Compare mortgage types
          </Link>{" "}
          side by side, or read{" "}
          <Link to="/learn/how-a-mortgage-works" className="font-semibold text-accent underline">
            how a mortgage works
          </Link>{" "}
          in the learning center.
        </p>
      </section>
    </div>
  );
}
