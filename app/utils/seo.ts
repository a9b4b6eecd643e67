import type { MetaDescriptor } from "react-router";
import { lender } from "~/config/lender";

type RootData = { origin?: string } | undefined;

/** The part of React Router's meta `matches` that these helpers read. */
export type MetaMatchesLike = readonly (
  { id: string; data?: unknown; meta?: readonly MetaDescriptor[] } | undefined
)[];

/** The origin for absolute URLs: the root loader's `origin`, else the configured site URL. */
function originFrom(matches: MetaMatchesLike | undefined): string {
  const root = matches?.find((m) => m?.id === "root")?.data as RootData;
  return root?.origin ?? lender.siteUrl;
}

/** An absolute URL on this site for a path such as "/learn/fha-loans". */
export function absoluteUrl(path: string, matches: MetaMatchesLike | undefined): string {
  return new URL(path, originFrom(matches)).href;
}

/**
 * The root route's descriptors (the Organization JSON-LD) minus anything a page sets itself.
 * React Router uses the deepest route's `meta` alone, so a page that wants the root's tags on
 * the page must copy them: pageMeta does it for every page that passes `matches`.
 */
function inheritedMeta(matches: MetaMatchesLike | undefined): MetaDescriptor[] {
  const root = matches?.find((m) => m?.id === "root");
  return (root?.meta ?? []).filter(
    (d) => !("title" in d) && !("name" in d && d.name === "description"),
  );
}

/**
 * Title, description, canonical URL and Open Graph tags for one page, after the root route's
 * descriptors (Organization JSON-LD) and before any JSON-LD of the page itself.
 */
export function pageMeta(options: {
  title: string;
  description: string;
  path: string;
  matches?: MetaMatchesLike;
  type?: "website" | "article";
  noindex?: boolean;
  /** Extra descriptors, e.g. article:published_time. */
  extra?: MetaDescriptor[];
  /** JSON-LD objects for this page (each becomes one application/ld+json script). */
  structuredData?: Record<string, unknown>[];
}): MetaDescriptor[] {
  const url = absoluteUrl(options.path, options.matches);
  const title = options.title.includes(lender.name)
    ? options.title
    : `${options.title} | ${lender.name}`;
  return [
    ...inheritedMeta(options.matches),
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: lender.name },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(options.extra ?? []),
    ...(options.structuredData ?? []).map(jsonLd),
  ];
}

/** A JSON-LD script descriptor (React Router renders it as application/ld+json). */
export function jsonLd(value: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": value };
}

/** schema.org BreadcrumbList for a trail of [name, path] pairs, home first. */
export function breadcrumbList(
  trail: readonly { name: string; path: string }[],
  matches: MetaMatchesLike | undefined,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path, matches),
    })),
  };
}
