import { Marked } from "marked";
import { lender, stateLicenses, type LicensedState, type StateLicense } from "~/config/lender";
import { TCPA_LABEL } from "~/lib/application/consent-text";
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

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

/** One row per licensed state: licence type, number (or where to find it) and regulator. */
export function licensedStatesTable(
  states: readonly LicensedState[] = lender.licensedStates,
  licenses: Record<LicensedState, StateLicense> = stateLicenses,
): string {
  return [
    "| State | License | License number | Regulator |",
    "| --- | --- | --- | --- |",
    ...states.map((code) => {
      const l = licenses[code];
      const number = l.licenseNumber ?? "Listed on NMLS Consumer Access";
      return `| ${cell(l.stateName)} (${code}) | ${cell(l.licenseType)} | ${cell(number)} | ${cell(l.regulator)} |`;
    }),
  ].join("\n");
}

/** The wording each licensed state requires, under its own heading, in the config's order. */
export function stateNotices(
  states: readonly LicensedState[] = lender.licensedStates,
  licenses: Record<LicensedState, StateLicense> = stateLicenses,
): string {
  return states
    .flatMap((code) => {
      const notice = licenses[code].notice;
      if (!notice) return [];
      return [`### ${notice.heading}\n\n${notice.requiredBy}:\n\n${notice.text}`];
    })
    .join("\n\n");
}

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
    licensedStatesTable: licensedStatesTable(),
    stateNotices: stateNotices(),
    tcpaConsent: TCPA_LABEL,
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

/**
 * The files and the lender's settings are fixed for the life of a build, so each page is made
 * once, as the articles are: a legal page with a query string (a campaign's link) is not served
 * from the page cache, and made it again on every request (its markdown was a tenth of such a
 * request's server time, profiled).
 */
const pages = new Map<string, LegalPage>();

export function getLegalPage(slug: string): LegalPage | undefined {
  const made = pages.get(slug);
  if (made) return made;
  const source = files[`/content/legal/${slug}.md`];
  if (!source) return undefined;
  const { data, body } = parseFrontMatter(source);
  const page: LegalPage = {
    slug,
    title: substitute(data.title ?? slug),
    description: substitute(data.description ?? ""),
    updated: data.updated ?? "",
    html: scrollableTables(marked.parse(substitute(stripComments(body)), { async: false })),
  };
  pages.set(slug, page);
  return page;
}
