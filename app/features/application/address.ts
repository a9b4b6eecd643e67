/**
 * Address autocomplete (spec 3 address parts, spec 5 US only, spec 9 5 s maps limit). With a
 * Google Places key the street field gets Places suggestions; without one (or if Google does not
 * load within 5 s) the site's own ZIP data fills city and state from the ZIP, and suggests
 * cities for the "where are you looking" question.
 */
export const MAPS_TIMEOUT_MS = 5000;

export type AddressParts = {
  streetNumber?: string;
  route?: string;
  city?: string;
  stateShort?: string;
  stateLong?: string;
  postalCode?: string;
};

type Component = { long_name: string; short_name: string; types: string[] };

/** The parts the spec names, from a Places result's address_components. */
export function addressParts(components: readonly Component[]): AddressParts {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const city =
    find("locality") ??
    find("postal_town") ??
    find("sublocality") ??
    find("administrative_area_level_3");
  const state = find("administrative_area_level_1");
  return {
    streetNumber: find("street_number")?.long_name,
    route: find("route")?.long_name,
    city: city?.long_name,
    stateShort: state?.short_name,
    stateLong: state?.long_name,
    postalCode: find("postal_code")?.long_name,
  };
}

type PlacesApi = {
  maps: {
    places: {
      Autocomplete: new (
        input: HTMLInputElement,
        options: {
          componentRestrictions: { country: string[] };
          types: string[];
          fields: string[];
        },
      ) => {
        addListener: (event: string, fn: () => void) => void;
        getPlace: () => { address_components?: Component[] };
      };
    };
  };
};

let loading: Promise<PlacesApi | null> | undefined;

/** Loads the Places library once; resolves null when it is not there within 5 s. */
export function loadPlaces(key: string, timeoutMs = MAPS_TIMEOUT_MS): Promise<PlacesApi | null> {
  loading ??= new Promise((resolve) => {
    const existing = (window as unknown as { google?: PlacesApi }).google;
    if (existing?.maps?.places) return resolve(existing);
    const script = document.createElement("script");
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async&callback=__placesReady`;
    script.async = true;
    const timer = window.setTimeout(() => resolve(null), timeoutMs);
    (window as unknown as Record<string, unknown>).__placesReady = () => {
      window.clearTimeout(timer);
      resolve((window as unknown as { google?: PlacesApi }).google ?? null);
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Attaches Places suggestions to a street input; the chosen address fills the other parts. */
export function attachPlaces(
  api: PlacesApi,
  street: HTMLInputElement,
  fill: (parts: AddressParts) => void,
): void {
  const auto = new api.maps.places.Autocomplete(street, {
    componentRestrictions: { country: ["us"] },
    types: ["address"],
    fields: ["address_components"],
  });
  auto.addListener("place_changed", () => {
    const parts = addressParts(auto.getPlace().address_components ?? []);
    fill(parts);
  });
}

/** City and state for a ZIP from the site's own data set; null when unknown or unreachable. */
export async function lookupZip(zip: string): Promise<{ city: string; state: string } | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  try {
    const res = await fetch(`/api/places/zip/${zip}`, { credentials: "same-origin" });
    return res.ok ? ((await res.json()) as { city: string; state: string }) : null;
  } catch {
    return null;
  }
}

export async function suggestCities(
  query: string,
  state?: string,
): Promise<{ city: string; state: string }[]> {
  if (query.trim().length < 2) return [];
  const params = new URLSearchParams({ q: query.trim() });
  if (state) params.set("state", state);
  try {
    const res = await fetch(`/api/places/cities?${params}`, { credentials: "same-origin" });
    return res.ok
      ? ((await res.json()) as { cities: { city: string; state: string }[] }).cities
      : [];
  } catch {
    return [];
  }
}

/** Writes a value into a form control as if the borrower had changed it. */
export function setControlValue(control: Element | null | undefined, value: string): void {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
  const proto =
    control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("change", { bubbles: true }));
}
