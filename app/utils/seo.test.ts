import { expect, test } from "vitest";
import { breadcrumbList, jsonLd, pageMeta } from "./seo";

const organization = jsonLd({ "@type": "Organization", name: "Lender" });
const matches = [
  {
    id: "root",
    data: { origin: "https://site.example" },
    meta: [organization, { title: "Root title" }],
  },
];

test("a page keeps the root's descriptors (Organization JSON-LD) but not its title", () => {
  const meta = pageMeta({ title: "Learn", description: "Guides", path: "/learn", matches });
  expect(meta[0]).toEqual(organization);
  expect(meta.filter((d) => "title" in d)).toEqual([{ title: "Learn | Harbor Home Lending" }]);
  expect(meta).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: "https://site.example/learn",
  });
  expect(meta).toContainEqual({ property: "og:url", content: "https://site.example/learn" });
});

test("page JSON-LD comes after the root's and breadcrumbs use absolute URLs", () => {
  const crumbs = breadcrumbList(
    [
      { name: "Home", path: "/" },
      { name: "Learn", path: "/learn" },
    ],
    matches,
  );
  const meta = pageMeta({
    title: "Learn",
    description: "Guides",
    path: "/learn",
    matches,
    structuredData: [crumbs],
  });
  const scripts = meta.filter((d) => "script:ld+json" in d);
  expect(scripts).toEqual([organization, jsonLd(crumbs)]);
  expect(crumbs).toMatchObject({
    itemListElement: [
      { position: 1, name: "Home", item: "https://site.example/" },
      { position: 2, name: "Learn", item: "https://site.example/learn" },
    ],
  });
});
