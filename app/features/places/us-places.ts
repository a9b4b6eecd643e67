/**
 * The bundled US ZIP/city data set (content/geo/us-zips.csv, see its README for provenance and
 * licence) as two lookups: ZIP → city and state, and a city-name prefix search. Pure: the CSV
 * text is passed in.
 */
export type CityMatch = { city: string; state: string };

export function createPlaces(csv: string) {
  const byZip = new Map<string, CityMatch>();
  const cityKeys = new Map<string, CityMatch>();
  for (const line of csv.split("\n").slice(1)) {
    const [zip, city, state] = line.trim().split(",");
    if (!zip || !city || !state) continue;
    const place = { city, state };
    byZip.set(zip, place);
    cityKeys.set(`${city.toLowerCase()}|${state}`, place);
  }
  const cities = [...cityKeys.values()].sort(
    (a, b) => a.city.localeCompare(b.city) || a.state.localeCompare(b.state),
  );
  const lowered = cities.map((c) => c.city.toLowerCase());

  return {
    size: byZip.size,
    lookupZip(zip: string): CityMatch | undefined {
      return /^\d{5}$/.test(zip) ? byZip.get(zip) : undefined;
    },
    /** Cities whose name starts with the query (case-insensitive), optionally in one state. */
    searchCities(query: string, options: { state?: string; limit?: number } = {}): CityMatch[] {
      const q = query.trim().toLowerCase().replace(/\s+/g, " ");
      const limit = Math.min(options.limit ?? 8, 20);
      if (q.length < 2) return [];
      // Binary search for the first city at or after the prefix, then walk forward.
      let lo = 0;
      let hi = lowered.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (lowered[mid]! < q) lo = mid + 1;
        else hi = mid;
      }
      const out: CityMatch[] = [];
      for (let i = lo; i < lowered.length && lowered[i]!.startsWith(q) && out.length < limit; i++) {
        const c = cities[i]!;
        if (!options.state || c.state === options.state) out.push(c);
      }
      return out;
    },
  };
}

export type Places = ReturnType<typeof createPlaces>;
