import type { Logger } from "pino";
import { createContext } from "react-router";

/** What the Express layer hands every loader, action and middleware for one request. */
export type RequestInfo = {
  requestId: string;
  /** The CSP nonce of this response. */
  nonce: string;
  visitorSecret: string;
  /**
   * The visitor secret was made for this request (no cookie, or one this server did not sign):
   * nothing is stored under it, so there is no draft to look up.
   */
  visitorIsNew?: boolean;
  /** The client's address (req.ip: honours TRUST_PROXY), for rate limits and the staff audit. */
  clientAddress: string;
  csrfToken: string;
  secureCookies: boolean;
  /**
   * Replaces the visitor cookie with a new secret in this response, with the CSRF token that goes
   * with it in an X-CSRF-Token header; call it only once the visitor's applications belong to it.
   */
  setVisitorSecret: (secret: string) => void;
  log: Logger;
  /** Render the whole document before sending (the page cache's render: server/page-cache.ts). */
  wholeDocument?: boolean;
};

export const requestInfoContext = createContext<RequestInfo>();
