import type { Route } from "./+types/glossary";
import { ExpandableList } from "~/components/ui/expandable";
import { listGlossary } from "~/content/glossary.server";
import { breadcrumbList, pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";

/** How many terms show before "Show all N terms" (all show without JavaScript). */
const TERMS_SHOWN = 12;

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export function loader() {
  return { terms: listGlossary() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Mortgage terms, A to Z",
    description:
      "Plain-English definitions of the words on a Loan Estimate and in mortgage offers: APR, escrow, PMI, points, debt-to-income and more.",
    path: "/learn/glossary",
    matches,
    structuredData: [
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Learning center", path: "/learn" },
          { name: "Mortgage terms", path: "/learn/glossary" },
        ],
        matches,
      ),
    ],
  });

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { terms } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Mortgage terms, A to Z</h1>
      <p className="mt-3 text-lg text-muted">
        The words you will meet on a Loan Estimate, in a lender&apos;s offer and in our guides, in
        plain English. The same definitions show when you tap an underlined term in an article.
      </p>
      <ExpandableList
        initialCount={TERMS_SHOWN}
        showAllLabel={(total) => `Show all ${total} terms`}
        showFewerLabel="Show fewer terms"
        className="mt-8"
        itemClassName="rounded-card border border-line p-4 focus:outline-2 focus:outline-accent"
        items={terms.map((t) => (
          <div key={t.id} data-term={t.id}>
            <h2 className="text-lg font-bold">
              <dfn className="not-italic">{t.term}</dfn>
            </h2>
            <p className="mt-1">{t.definition}</p>
          </div>
        ))}
      />
    </div>
  );
}
