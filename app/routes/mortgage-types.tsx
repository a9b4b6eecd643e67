import { Link } from "react-router";
import type { Route } from "./+types/mortgage-types";
import { ComparisonTable } from "~/features/mortgage-types/comparison-table";
import { formatAsOf, LEARN_GUIDES, requestedColumns } from "~/features/mortgage-types/comparison";
import { getComparison } from "~/features/mortgage-types/data.server";
import { LoanTypeDetails } from "~/features/mortgage-types/loan-type-details";
import { breadcrumbList, pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export function loader({ request }: Route.LoaderArgs) {
  const data = getComparison();
  const params = new URL(request.url).searchParams;
  const visible = requestedColumns(data.columns, params);
  const askedToFilter = params.has("show") && !params.has("reset");
  return {
    data,
    visible,
    notice:
      askedToFilter && visible === null
        ? "To filter, tick at least 2 columns and fewer than all of them. Every column is shown."
        : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Compare mortgage types",
    description:
      "30-year and 15-year fixed, adjustable-rate, FHA, VA, USDA and jumbo loans side by side: minimum down payment, credit score, mortgage insurance, rate type, loan limits and who each suits.",
    path: "/mortgage-types",
    matches,
    structuredData: [
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Compare mortgage types", path: "/mortgage-types" },
        ],
        matches,
      ),
    ],
  });

export default function MortgageTypes({ loaderData }: Route.ComponentProps) {
  const { data, visible, notice } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Compare mortgage types</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        The main US home loans side by side: what each needs from you, what it costs beyond the
        interest and who it suits. Checked against the agencies&rsquo; rules in{" "}
        {formatAsOf(data.asOf)}.
      </p>

      <div className="mt-8">
        <ComparisonTable data={data} initialVisible={visible} notice={notice} />
      </div>

      <section aria-labelledby="details-title" className="mt-10 max-w-4xl">
        <h2 id="details-title" className="text-2xl font-bold">
          Each loan type in detail
        </h2>
        <p className="mt-2 text-muted">The same facts as the table, one loan type at a time.</p>
        <LoanTypeDetails data={data} />
      </section>

      <section aria-labelledby="sources-title" className="mt-8 max-w-3xl">
        <h2 id="sources-title" className="text-xl font-bold">
          Sources and notes
        </h2>
        <p className="mt-2 text-muted">{data.sourceNote}</p>
        <p className="mt-2 text-muted">
          Last checked: {formatAsOf(data.asOf)}. Rules change; your loan officer confirms what
          applies to you.
        </p>
      </section>

      <section aria-labelledby="learn-title" className="mt-8">
        <h2 id="learn-title" className="text-xl font-bold">
          Learn more about these loans
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {LEARN_GUIDES.map((guide) => (
            <li key={guide.href}>
              <Link
                to={guide.href}
                className="inline-flex min-h-11 items-center text-accent underline"
              >
                {guide.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          Ready to see numbers?{" "}
          <Link to="/calculators/down-payment" className="font-semibold text-accent underline">
            Compare down payments
          </Link>{" "}
          or{" "}
          <Link to="/calculators/affordability" className="font-semibold text-accent underline">
            see how much you can borrow
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
