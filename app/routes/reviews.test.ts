import { expect, test } from "vitest";
import { meta } from "./reviews";

type MetaArgs = Parameters<typeof meta>[0];

function metaFor(count: number, average: number, page = 1) {
  const args = {
    data: { summary: { count, average }, page },
    loaderData: { summary: { count, average }, page },
    matches: [],
  };
  return meta(args as unknown as MetaArgs);
}

function aggregateRatings(descriptors: ReturnType<typeof meta>) {
  return descriptors.flatMap((d) => {
    const ld = (d as { "script:ld+json"?: { aggregateRating?: unknown } })["script:ld+json"];
    return ld?.aggregateRating ? [ld.aggregateRating] : [];
  });
}

test("AggregateRating markup only when there are reviews", () => {
  expect(aggregateRatings(metaFor(0, 0))).toEqual([]);
  expect(aggregateRatings(metaFor(23, 4.3))).toEqual([
    {
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 23,
      bestRating: 5,
      worstRating: 1,
    },
  ]);
});

test("later pages have their own title and canonical address", () => {
  const page2 = metaFor(23, 4.3, 2);
  expect(page2).toContainEqual(
    expect.objectContaining({ title: expect.stringContaining("Borrower reviews, page 2") }),
  );
  expect(page2).toContainEqual(
    expect.objectContaining({
      rel: "canonical",
      href: expect.stringMatching(/\/reviews\?page=2$/),
    }),
  );
});
