import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { createPlaces } from "./us-places";

const places = createPlaces(
  readFileSync(new URL("../../../content/geo/us-zips.csv", import.meta.url), "utf8"),
);

test("the data set covers the states, DC and Puerto Rico", () => {
  expect(places.size).toBeGreaterThan(40_000);
  // Well-known ZIP codes, checked against USPS: the White House, Beverly Hills, San Juan.
  expect(places.lookupZip("20500")).toEqual({ city: "Washington", state: "DC" });
  expect(places.lookupZip("90210")).toEqual({ city: "Beverly Hills", state: "CA" });
  expect(places.lookupZip("00901")).toEqual({ city: "San Juan", state: "PR" });
  expect(places.lookupZip("97204")).toEqual({ city: "Portland", state: "OR" });
});

test("malformed or unknown ZIP codes find nothing", () => {
  expect(places.lookupZip("9720")).toBeUndefined();
  expect(places.lookupZip("abcde")).toBeUndefined();
  expect(places.lookupZip("00000")).toBeUndefined();
});

test("city search is a case-insensitive prefix match, filtered by state", () => {
  const portland = places.searchCities("portl", { limit: 20 });
  expect(portland.map((c) => `${c.city}, ${c.state}`)).toEqual(
    expect.arrayContaining(["Portland, OR", "Portland, ME"]),
  );
  expect(portland.every((c) => c.city.toLowerCase().startsWith("portl"))).toBe(true);
  expect(places.searchCities("PORTLAND", { state: "OR" })).toEqual([
    { city: "Portland", state: "OR" },
  ]);
  expect(places.searchCities("p")).toEqual([]);
  expect(places.searchCities("san", { limit: 3 })).toHaveLength(3);
});
