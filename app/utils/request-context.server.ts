import type { Logger } from "pino";
import { createContext } from "react-router";

/** What the Express layer hands every loader, action and middleware for one request. */
export type RequestInfo = {
  requestId: string;
  /** The CSP nonce of this response. */
  nonce: string;
  visitorSecret: string;
  csrfToken: string;
  secureCookies: boolean;
  log: Logger;
};

export const requestInfoContext = createContext<RequestInfo>();
