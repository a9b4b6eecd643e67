import { CSRF_HEADER } from "~/lib/application/wire";

export type RequestOptions = {
  /** Raw bytes are sent as they are (no Content-Type unless one is given). */
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  accept?: string;
  headers?: Record<string, string>;
  csrf?: boolean;
  origin?: string | null;
  /** Another instance of the site to send this request to (scale-out); Origin follows it. */
  base?: string;
  signal?: AbortSignal;
};

/**
 * A browser-like client for one borrower: keeps the visitor cookie, reads the CSRF token from a
 * page, sends Origin. Used by the integration tests, the crash and fuzz runs, and the bench.
 */
export class Visitor {
  cookie = "";
  csrfToken = "";
  constructor(readonly origin: string) {}

  async open(pathname = "/"): Promise<Response> {
    const res = await this.request("GET", pathname, { accept: "text/html" });
    const html = await res.clone().text();
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrfToken = token;
    return res;
  }

  /** The headers a browser sends with `method`: cookie, Origin and, for a change, the CSRF token. */
  headers(method: string, options: RequestOptions = {}): Record<string, string> {
    const base = options.base ?? this.origin;
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (options.accept) headers.accept = options.accept;
    if (options.contentType) headers["content-type"] = options.contentType;
    if (method !== "GET" && method !== "HEAD") {
      if (options.origin !== null) headers.origin = options.origin ?? base;
      if (options.csrf !== false && this.csrfToken) headers[CSRF_HEADER] = this.csrfToken;
    }
    return headers;
  }

  async request(method: string, pathname: string, options: RequestOptions = {}): Promise<Response> {
    const res = await fetch(new URL(pathname, options.base ?? this.origin), {
      method,
      headers: this.headers(method, options),
      body: options.body,
      redirect: "manual",
      signal: options.signal,
    });
    // A rotated visitor cookie comes with the CSRF token that goes with it.
    const token = res.headers.get(CSRF_HEADER);
    if (token) this.csrfToken = token;
    const set = res.headers.getSetCookie();
    for (const c of set) {
      const pair = c.split(";")[0]!;
      const name = pair.split("=")[0]!;
      const others = this.cookie.split("; ").filter((p) => p && !p.startsWith(`${name}=`));
      this.cookie = [...others, pair].join("; ");
    }
    return res;
  }

  patchJson(
    pathname: string,
    body: unknown,
    accept = "application/json",
    options: Omit<RequestOptions, "body" | "contentType" | "accept"> = {},
  ): Promise<Response> {
    return this.request("PATCH", pathname, {
      ...options,
      body: JSON.stringify(body),
      contentType: "application/json",
      accept,
    });
  }
}
