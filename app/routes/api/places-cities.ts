import type { Route } from "./+types/places-cities";
import { getPlaces } from "~/features/places/places.server";

/** GET /api/places/cities?q=portl[&state=OR] → {"cities":[{"city":"Portland","state":"OR"},…]} */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 60);
  const state = url.searchParams.get("state") ?? undefined;
  if (state !== undefined && !/^[A-Z]{2}$/.test(state)) {
    return Response.json({ error: "state must be a two-letter code." }, { status: 400 });
  }
  return Response.json(
    { cities: getPlaces().searchCities(q, { state, limit: 8 }) },
    { headers: { "Cache-Control": "public, max-age=86400" } },
  );
}
