import { randomBytes } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { sendMessage } from "./rate-limit";

export type SecurityOptions = {
  development: boolean;
  httpsOnly: boolean;
  publicOrigin?: string;
  /** Extra origins a page may talk to (the borrower portal's sign-in, Google Places, GTM). */
  connectOrigins: string[];
  scriptOrigins: string[];
  formOrigins: string[];
  imageOrigins: string[];
};

/**
 * Security headers with a fresh CSP nonce per response (res.locals.nonce). Scripts run only from
 * our origin or with the nonce: no 'unsafe-inline' for scripts. Inline style attributes are
 * allowed because React renders them for chart geometry; styles cannot run code.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const list = (values: string[]) => (values.length ? ` ${values.join(" ")}` : "");
  return (req, res, next) => {
    // The build's scripts and styles are never documents: a policy for pages means nothing to
    // them, and its ~1 KB on each of a first visit's script requests is what a phone pays for
    // (issue 19). They keep what protects a resource: no sniffing, same-origin use only, HTTPS.
    // A navigation to one of them still gets a policy that allows nothing.
    if (!options.development && req.path.startsWith("/packs/")) {
      res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      next();
      return;
    }
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const devSources = options.development ? " ws: 'unsafe-eval'" : "";
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${list(options.scriptOrigins)}${options.development ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data:${list(options.imageOrigins)}`,
      "font-src 'self'",
      `connect-src 'self'${list(options.connectOrigins)}${devSources}`,
      `form-action 'self'${list(options.formOrigins)}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "frame-src 'none'",
      "worker-src 'self'",
      "manifest-src 'self'",
      ...(options.httpsOnly ? ["upgrade-insecure-requests"] : []),
    ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("X-DNS-Prefetch-Control", "off");
    next();
  };
}

/** The origin this request was addressed to (honours X-Forwarded-* only under TRUST_PROXY). */
export function expectedOrigin(req: Request, publicOrigin?: string): string {
  return publicOrigin ?? `${req.protocol}://${req.get("host") ?? ""}`;
}

/**
 * Requests that change data must come from our own pages: the Origin header (or, where a browser
 * leaves it out, the Referer) must be this site. The CSRF token is checked as well, in the root
 * route middleware, where the body of a form post can be read.
 */
export function sameOriginOnly(publicOrigin?: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const expected = expectedOrigin(req, publicOrigin);
    const origin = req.get("origin") ?? originOf(req.get("referer"));
    if (origin === expected) return next();
    res.setHeader("Cache-Control", "no-store");
    sendMessage(
      req.get("accept"),
      res,
      403,
      "This request was refused because it did not come from this website. Reload the page and try again.",
    );
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * `//evil.example/x`, `/\evil.example/x` (and their percent-encoded forms) are paths here, but a
 * link built from such a pathname is read by browsers as another site. Answer them with a
 * permanent redirect to the same path with one leading slash, so no page ever renders under one.
 */
export const collapseLeadingSlashes: RequestHandler = (req, res, next) => {
  const run = /^\/(?:[/\\]|%5c|%2f)+/i.exec(req.originalUrl);
  if (!run) return next();
  const location = `/${req.originalUrl.slice(run[0].length)}`;
  res.setHeader("Cache-Control", "no-store");
  res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, location);
};

/** A DNS name or a bracketed IPv6 address, then an optional port. */
const HOST_HEADER =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The Host header (X-Forwarded-Host under TRUST_PROXY) names the site in sitemap.xml, robots.txt
 * and canonical URLs when PUBLIC_ORIGIN is not set, and those files are cached publicly. So:
 * a malformed Host is a 400 always; without PUBLIC_ORIGIN only this machine's loopback names on
 * the port the request came in on are accepted (what `npm start` needs), anything else is a 400
 * telling the operator to set PUBLIC_ORIGIN. /healthz answers any Host (balancers probe by
 * address) and uses none.
 */
export function hostCheck(publicOrigin: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.path === "/healthz") return next();
    const host = req.host ?? "";
    const match = HOST_HEADER.exec(host);
    const port = match?.[1] === undefined ? undefined : Number(match[1]);
    let problem: string | null = null;
    if (!match || (port !== undefined && (port < 1 || port > 65535))) {
      problem = "The Host header of this request is not a valid host name.";
    } else if (!publicOrigin) {
      const name = (port === undefined ? host : host.slice(0, host.lastIndexOf(":"))).toLowerCase();
      const expectedPort = req.socket.localPort;
      const effectivePort = port ?? (req.protocol === "https" ? 443 : 80);
      if (!LOOPBACK_NAMES.has(name) || effectivePort !== expectedPort) {
        problem =
          "This server answers only at localhost until its public address is configured " +
          "(the operator sets PUBLIC_ORIGIN, e.g. https://www.example.com).";
      }
    }
    if (!problem) return next();
    res.setHeader("Cache-Control", "no-store");
    sendMessage(req.get("accept"), res, 400, problem);
  };
}
