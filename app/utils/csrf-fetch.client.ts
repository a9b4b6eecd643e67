import { CSRF_HEADER } from "~/lib/application/wire-names";

/**
 * Spec 7: every same-origin request the site's script makes carries the CSRF header (the page's
 * current token from `<meta name="csrf-token">`), React Router's own data requests included. A
 * request to another origin (the borrower portal, a maps service) never gets the token.
 */
export function withCsrfHeader(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  origin: string,
  token: string,
): RequestInit | undefined {
  if (!token) return init;
  const url =
    input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return init;
  }
  if (target.origin !== origin) return init;
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  if (!headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, token);
  return { ...init, headers };
}

export function installCsrfFetch(win: Window & typeof globalThis = window): void {
  const original = win.fetch.bind(win);
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const token =
      win.document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
    return original(input, withCsrfHeader(input, init, win.location.origin, token));
  };
}
