import type { Route } from "./+types/places-zip";
import { getPlaces } from "~/features/places/places.server";

/** GET /api/places/zip/97204 → {"zip":"97204","city":"Portland","state":"OR"}; 404 when unknown. */
export function loader({ params }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "public, max-age=86400" };
  if (!/^\d{5}$/.test(params.zip)) {
    return Response.json({ error: "A ZIP code is 5 digits." }, { status: 400, headers });
  }
  const place = getPlaces().lookupZip(params.zip);
  if (!place)
    return Response.json({ error: "We don't know that ZIP code." }, { status: 404, headers });
  return Response.json({ zip: params.zip, ...place }, { headers });
}
