import type { MetaDescriptor } from "react-router";
import { calculatorByPath } from "~/content/calculators";
import { breadcrumbList, pageMeta, type MetaMatchesLike } from "~/utils/seo";

/**
 * Title, description, canonical URL and breadcrumbs of a calculator page, from the calculators
 * list, after the root's descriptors. The canonical URL has no query: every set of inputs is the
 * same page.
 */
export function calculatorMeta(
  path: `/calculators/${string}`,
  matches: MetaMatchesLike,
  description: string,
): MetaDescriptor[] {
  const name = calculatorByPath(path)?.name ?? "Mortgage calculator";
  return pageMeta({
    title: name,
    description,
    path,
    matches,
    structuredData: [
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Mortgage calculators", path: "/calculators" },
          { name, path },
        ],
        matches,
      ),
    ],
  });
}
