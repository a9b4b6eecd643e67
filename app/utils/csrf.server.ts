import { data, type MiddlewareFunction } from "react-router";
import { requestInfoContext } from "./request-context.server";
import { getSecrets } from "./secrets.server";
import { csrfTokenMatches } from "./session.server";

import { CSRF_FIELD } from "~/lib/application/wire";
export const CSRF_MESSAGE =
  "Your session has expired or this form is out of date. Reload the page and try again; nothing was changed.";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every request that changes data carries the visitor's CSRF token: the X-CSRF-Token header for
 * fetch calls, or the hidden `csrf` field of a form posted without JavaScript. Runs before any
 * action, so a refused request changes nothing.
 */
export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!MUTATIONS.has(request.method)) return next();
  const info = context.get(requestInfoContext);
  let token = request.headers.get("x-csrf-token");
  if (!token) token = await formToken(request);
  if (csrfTokenMatches(token, info.visitorSecret, getSecrets().sessionSecret)) return next();

  info.log.warn({ method: request.method, path: new URL(request.url).pathname }, "csrf refused");
  const accept = request.headers.get("accept") ?? "";
  const headers = { "Cache-Control": "no-store" };
  if (accept.includes("application/json")) {
    return Response.json({ error: CSRF_MESSAGE }, { status: 403, headers });
  }
  if (request.headers.get("x-requested-with") === "XMLHttpRequest") {
    return new Response(CSRF_MESSAGE, {
      status: 403,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  throw data(CSRF_MESSAGE, { status: 403, headers });
};

async function formToken(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data"))
    return null;
  try {
    const value = (await request.clone().formData()).get(CSRF_FIELD);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}
