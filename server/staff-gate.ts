import type { RequestHandler } from "express";
import { resolveStaffSession } from "~/features/staff/session.server";
import { sendMessage } from "./rate-limit";

/** Staff pages anyone may open: signing in, and the one-time set-up link. */
const PUBLIC = new Set(["/staff/sign-in", "/staff/sign-in/code", "/staff/setup"]);

/** /staff, anything under it, and its data requests (/staff.data). */
const STAFF_PATH = /^\/staff(?:[/.]|$)/;

/**
 * Deny by default for the back office (docs/decisions/017-staff-back-office.md): every request
 * under /staff, whatever route answers it, first has its staff session resolved; without a
 * signed-in member (the code entered) only the sign-in and set-up pages are reachable. A page
 * request is sent to sign in; anything else (a download, a data request, a form post) gets 401.
 * Every answer is `no-store` and `noindex`.
 */
export function staffGate(secure: boolean): RequestHandler {
  return (req, res, next) => {
    if (!STAFF_PATH.test(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const path = req.path.replace(/\.data$/, "").replace(/\/+$/, "");
    resolveStaffSession(req.headers.cookie, secure, new Date()).then((auth) => {
      res.locals.staff = auth;
      if (PUBLIC.has(path) || auth?.stage === "full") return next();
      const page =
        (req.method === "GET" || req.method === "HEAD") &&
        !/\.\w+$/.test(req.path) &&
        req.accepts(["html", "json"]) === "html";
      if (page) {
        res.redirect(303, "/staff/sign-in");
        return;
      }
      sendMessage(req.get("accept"), res, 401, "Sign in to the staff site first.");
    }, next);
  };
}
