import { createPlaces, type Places } from "./us-places";

const csv = Object.values(
  import.meta.glob("/content/geo/us-zips.csv", {
    query: "?raw",
    import: "default",
    eager: true,
  }) as Record<string, string>,
)[0];

let places: Places | undefined;

/** Built on first use (about 41,000 rows), then kept for the life of the process. */
export function getPlaces(): Places {
  places ??= createPlaces(csv ?? "");
  return places;
}
