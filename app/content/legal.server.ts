import { Marked } from "marked";
import { lender } from "~/config/lender";
import { parseFrontMatter, stripComments } from "./front-matter";

const files = import.meta.glob("/content/legal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

export type LegalPage = {
  slug: string;
  title: string;
  description: string;
  updated: string;
  html: string;
};

const STATE_NAMES: Record<string, string> = {
  AZ: "Arizona",
  CA: "California",
  CO: "Colorado",
  FL: "Florida",
  ID: "Idaho",
  NV: "Nevada",
  OR: "Oregon",
  TX: "Texas",
  UT: "Utah",
  WA: "Washington",
};

function substitute(text: string): string {
  const a = lender.address;
  const tokens: Record<string, string> = {
    legalName: lender.legalName,
    name: lender.name,
    nmlsId: lender.nmlsId,
    phone: lender.phone,
    email: lender.email,
    address: `${a.street}, ${a.city}, ${a.state} ${a.zip}`,
    businessHours: lender.businessHours,
    nmlsLink: `[NMLS Consumer Access](${lender.nmlsConsumerAccessUrl})`,
    licensedStatesTable: [
      "| State | License |",
      "| --- | --- |",
      ...lender.licensedStates.map(
        (s) =>
          `| ${STATE_NAMES[s] ?? s} (${s}) | Mortgage lender license, NMLS ID ${lender.nmlsId} |`,
      ),
    ].join("\n"),
  };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => tokens[key] ?? whole);
}

const marked = new Marked({ gfm: true });

/** Wide tables scroll sideways in their own box, which keyboard users can focus and scroll. */
function scrollableTables(html: string): string {
  let n = 0;
  return html
    .replace(
      /<table>/g,
      () =>
        `<div class="table-scroll" role="region" tabindex="0" aria-label="Table ${++n}, scrolls sideways"><table>`,
    )
    .replace(/<\/table>/g, "</table></div>");
}

export function getLegalPage(slug: string): LegalPage | undefined {
  const source = files[`/content/legal/${slug}.md`];
  if (!source) return undefined;
  const { data, body } = parseFrontMatter(source);
  return {
    slug,
    title: substitute(data.title ?? slug),
    description: substitute(data.description ?? ""),
    updated: data.updated ?? "",
    html: scrollableTables(marked.parse(substitute(stripComments(body)), { async: false })),
  };
}
