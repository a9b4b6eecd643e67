/**
 * Back/forward reuse up to 10 page snapshots (spec 2 and 9). React Router fetches a page's data
 * as `<path>.data`; we keep the last 10 successful answers and, when the browser's back or forward
 * button leads to one of them, answer from memory instead of the network. Application pages are
 * never kept: their steps must always come from the server. Memory only, never browser storage.
 */
const PAGE_CACHE_LIMIT = 10;

type Snapshot = { status: number; headers: [string, string][]; body: ArrayBuffer };

function createPageCache(limit = PAGE_CACHE_LIMIT) {
  const entries = new Map<string, Snapshot>();
  return {
    get(key: string): Snapshot | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, snapshot: Snapshot): void {
      entries.delete(key);
      entries.set(key, snapshot);
      while (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
    keys: () => [...entries.keys()],
  };
}

/** The page a `.data` request is for, without React Router's internal `_routes` parameter. */
function pageKeyOfDataUrl(url: URL): string | null {
  if (!url.pathname.endsWith(".data")) return null;
  let path = url.pathname.slice(0, -".data".length);
  if (path === "/_root") path = "/";
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return path + (search ? `?${search}` : "");
}

export function installPageCache(win: Window = window): void {
  const cache = createPageCache();
  const original = win.fetch.bind(win);
  let popTarget: string | null = null;
  win.addEventListener("popstate", () => {
    popTarget = win.location.pathname + win.location.search;
  });

  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const url = new URL(request ? request.url : String(input), win.location.href);
    const page =
      method === "GET" && url.origin === win.location.origin ? pageKeyOfDataUrl(url) : null;
    if (!page || page.startsWith("/apply")) return original(input, init);

    const key = url.pathname + url.search;
    if (popTarget !== null) {
      const isPop = popTarget === page;
      popTarget = null;
      const hit = isPop ? cache.get(key) : undefined;
      if (hit) return new Response(hit.body.slice(0), { status: hit.status, headers: hit.headers });
    }
    const response = await original(input, init);
    if (response.ok) {
      const body = await response.clone().arrayBuffer();
      cache.set(key, { status: response.status, headers: [...response.headers.entries()], body });
    }
    return response;
  };
}
