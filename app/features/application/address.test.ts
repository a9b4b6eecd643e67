import { expect, test } from "vitest";
import { addressParts } from "./address";

test("the spec's address parts come out of a Places result", () => {
  // The shape Google's Places API returns for "200 SW Market St, Portland, OR 97201".
  const parts = addressParts([
    { long_name: "200", short_name: "200", types: ["street_number"] },
    { long_name: "Southwest Market Street", short_name: "SW Market St", types: ["route"] },
    { long_name: "Portland", short_name: "Portland", types: ["locality", "political"] },
    {
      long_name: "Multnomah County",
      short_name: "Multnomah County",
      types: ["administrative_area_level_2", "political"],
    },
    { long_name: "Oregon", short_name: "OR", types: ["administrative_area_level_1", "political"] },
    { long_name: "United States", short_name: "US", types: ["country", "political"] },
    { long_name: "97201", short_name: "97201", types: ["postal_code"] },
  ]);
  expect(parts).toEqual({
    streetNumber: "200",
    route: "Southwest Market Street",
    city: "Portland",
    stateShort: "OR",
    stateLong: "Oregon",
    postalCode: "97201",
  });
});

test("missing parts stay undefined", () => {
  expect(
    addressParts([
      { long_name: "Texas", short_name: "TX", types: ["administrative_area_level_1"] },
    ]),
  ).toEqual({
    streetNumber: undefined,
    route: undefined,
    city: undefined,
    stateShort: "TX",
    stateLong: "Texas",
    postalCode: undefined,
  });
});
