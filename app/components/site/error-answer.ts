import { isRouteErrorResponse } from "react-router";

export type ErrorAnswer = { status: number; title: string; message: string };

const FALLBACK: ErrorAnswer = {
  status: 500,
  title: "Something went wrong",
  message:
    "We could not show this page. Please try again in a moment, or call us if it keeps happening.",
};

/**
 * What the error page says (spec 2: a failing page fetch renders the response body): the
 * server's own words, whatever their length, as text inside the site's shell; the generic
 * message only when the server gave none (or the error is not a response at all).
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (!isRouteErrorResponse(error)) return FALLBACK;
  const body = typeof error.data === "string" ? error.data.trim() : "";
  const title =
    error.status === 403 ? "Please reload the page" : error.statusText || FALLBACK.title;
  return { status: error.status, title, message: body || FALLBACK.message };
}
