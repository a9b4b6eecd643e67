import "react-router";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { lender } from "~/config/lender";
import { ping } from "~/db/client.server";
import { closeDb, initDb } from "~/db/db.server";
import {
  cookiesAreSecure,
  getEnv,
  trustProxySetting,
  usesEmbeddedDatabase,
} from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { getToday } from "~/utils/today.server";
import { reviewsVersion } from "~/features/reviews/service.server";
import { requestInfoContext, type RequestInfo } from "~/utils/request-context.server";
import { getSecrets } from "~/utils/secrets.server";
import {
  csrfTokenFor,
  maskCsrfToken,
  newVisitorSecret,
  readCookie,
  serializeVisitorCookie,
  signVisitorSecret,
  verifiedVisitorSecret,
  visitorCookieName,
} from "~/utils/session.server";
import { startOutboxWorker } from "~/features/delivery/outbox-worker.server";
import { seedSampleReviews } from "~/models/sample-reviews.server";
import { staffContext, type StaffAuth } from "~/features/staff/session.server";
import { fillSearchIndex } from "~/features/staff/members.server";
import { pageCache } from "./page-cache";
import { precompressed } from "./precompressed";
import { renderQueue } from "./render-queue";
import { staffGate } from "./staff-gate";
import { createRateLimit, sendMessage } from "./rate-limit";
import { collapseLeadingSlashes, hostCheck, sameOriginOnly, securityHeaders } from "./security";

export type StartedApp = {
  app: express.Express;
  dbKind: "pglite" | "postgres";
  /** Stops background work and closes the database. The HTTP server is closed by the caller. */
  shutdown: () => Promise<void>;
};

/**
 * Builds the Express app: security headers, request logs, static /packs, /healthz, rate limits,
 * the visitor cookie, then React Router for every page, step and fragment.
 */
export async function createApp(
  options: { viteDevServer?: ViteDevServer } = {},
): Promise<StartedApp> {
  const env = getEnv();
  const log = getLogger();
  const secrets = getSecrets();
  const dbHandle = await initDb();
  if (dbHandle.tightened?.length) {
    log.warn(
      { dataDir: env.DATA_DIR, tightened: dbHandle.tightened.length },
      "DATA_DIR was open to other users: tightened to owner-only (folders 0700, files 0600)",
    );
  }
  const secure = cookiesAreSecure(env);
  const development = env.NODE_ENV === "development";
  // Development shows the sample reviews (labelled as samples); production never does.
  if (development) {
    const seeded = await seedSampleReviews(dbHandle.db);
    if (seeded) log.info({ seeded }, "sample reviews added for development");
  }
  // Submitted applications without a staff search index (from before the back office, or
  // indexed under another key) are indexed now.
  const indexed = await fillSearchIndex(dbHandle.db);
  if (indexed) log.info({ indexed }, "staff search index filled");
  const portalOrigin = new URL(process.env.PORTAL_SIGNIN_URL ?? lender.portalSignInUrl).origin;
  const places = env.GOOGLE_PLACES_KEY ? ["https://maps.googleapis.com"] : [];
  const gtm = env.GTM_ID ? ["https://www.googletagmanager.com"] : [];

  const trustProxy = trustProxySetting(env);
  // What this instance believes, so an operator can check it; never a secret or a full URL.
  log.info(
    {
      nodeEnv: env.NODE_ENV,
      database: dbHandle.kind,
      publicOrigin: env.PUBLIC_ORIGIN ?? null,
      trustProxy,
      cookieSecure: secure,
      sharedRateLimit: env.REDIS_URL !== undefined,
      rateLimit: { points: env.RATE_LIMIT_POINTS, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
      renderConcurrency: env.RENDER_CONCURRENCY,
      webhookHost: env.LENDER_WEBHOOK_URL ? new URL(env.LENDER_WEBHOOK_URL).host : null,
      tagManager: env.GTM_ID !== undefined,
      // Resume links: "smtp" (the host only), "folder" (DATA_DIR/mail) or off.
      mail: env.SMTP_URL
        ? { smtpHost: new URL(env.SMTP_URL).host }
        : usesEmbeddedDatabase(env)
          ? "folder"
          : "off",
    },
    "settings",
  );

  const app = express();
  app.disable("x-powered-by");
  if (trustProxy !== false) app.set("trust proxy", trustProxy);

  app.use(requestLog());
  app.use(noStoreErrors);
  app.use(privateNoStore);
  app.use(collapseLeadingSlashes);
  app.use(hostCheck(env.PUBLIC_ORIGIN));
  app.use(
    securityHeaders({
      development,
      httpsOnly: (env.PUBLIC_ORIGIN ?? "").startsWith("https://"),
      publicOrigin: env.PUBLIC_ORIGIN,
      connectOrigins: [
        portalOrigin,
        ...places,
        ...gtm,
        ...(gtm.length ? ["https://www.google-analytics.com"] : []),
      ],
      scriptOrigins: [...places, ...gtm],
      formOrigins: [portalOrigin],
      imageOrigins: [...(places.length ? ["https://maps.gstatic.com"] : []), ...gtm],
    }),
  );
  app.use(compression());

  if (options.viteDevServer) {
    app.use(options.viteDevServer.middlewares);
  } else {
    const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    app.use("/packs", precompressed(path.join(client, "packs"), { maxAge: "1y" }));
    app.use(
      "/packs",
      express.static(path.join(client, "packs"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        // Names carry a content hash and never change: no revalidation, no ranges needed.
        lastModified: false,
        acceptRanges: false,
        fallthrough: false,
      }),
    );
    // The few files at the top of the build (favicon.svg), by name: a static handler on "/"
    // looked each page's path up on disk first (8 % of an application page's server time,
    // profiled).
    const topFiles = new Set(
      readdirSync(client, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
    const topStatic = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (topFiles.has(req.path) ? topStatic(req, res, next) : next()));
  }

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await ping(dbHandle.db);
      res.json({ status: "ok", database: dbHandle.kind });
    } catch (error) {
      log.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable", database: dbHandle.kind });
    }
  });

  const rateLimit = createRateLimit({
    points: env.RATE_LIMIT_POINTS,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
  });
  app.use(rateLimit.handler);
  app.use(bodyLimit(MAX_BODY_BYTES));
  app.use(sameOriginOnly(env.PUBLIC_ORIGIN));
  app.use(visitorCookie(secure, secrets.sessionSecret));
  app.use(staffGate(secure));

  const loadContext = (info: RequestInfo, staff: StaffAuth | null) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, info);
    context.set(staffContext, staff);
    return context;
  };
  // In production the build is loaded once, not as a function: React Router re-derives its
  // route tables (flattening and ranking every route) on each request when given a function,
  // which cost about 8 % of the server's CPU time per step save (npm run bench, profiled).
  const build = options.viteDevServer
    ? undefined
    : ((await import("virtual:react-router/server-build")) as unknown as ServerBuild);
  // The pages that are the same for every visitor: one render per build, path and day
  // (server/page-cache.ts, docs/decisions/026-page-cache.md). Not in development (hot reload).
  if (build) {
    app.use(
      pageCache({
        build,
        fillContext: (placeholders) =>
          loadContext(
            {
              requestId: "page-cache",
              nonce: placeholders.nonce,
              // A throwaway secret: the copy is rendered for no visitor.
              visitorSecret: newVisitorSecret(),
              clientAddress: "page-cache",
              csrfToken: placeholders.csrfToken,
              secureCookies: secure,
              log: log.child({ reqId: "page-cache" }),
              wholeDocument: true,
              setVisitorSecret() {
                throw new Error("a cached page cannot change the visitor cookie");
              },
            },
            null,
          ),
        perResponse: (res) => ({
          nonce: res.locals.nonce as string,
          // Masked afresh for each response (BREACH), as every rendered page's token.
          csrfToken: maskCsrfToken(
            csrfTokenFor(res.locals.visitorSecret as string, secrets.sessionSecret),
          ),
        }),
        reviewsVersion: () => reviewsVersion(),
        today: () => {
          const { year, month, day } = getToday();
          return `${year}-${month}-${day}`;
        },
      }),
    );
  }

  // Page loads take turns through React Router (server/render-queue.ts): the tail of the
  // response times, not the work, is what interleaving every request made longer.
  if (env.RENDER_CONCURRENCY > 0)
    app.use(renderQueue({ limit: env.RENDER_CONCURRENCY, holdMs: RENDER_HOLD_MS }));
  app.use(
    createRequestHandler({
      build:
        build ??
        (() => options.viteDevServer!.ssrLoadModule("virtual:react-router/server-build") as never),
      getLoadContext(req, res) {
        const visitorSecret = res.locals.visitorSecret as string;
        const info: RequestInfo = {
          requestId: res.locals.requestId as string,
          nonce: res.locals.nonce as string,
          visitorSecret,
          visitorIsNew: res.locals.visitorIsNew === true,
          clientAddress: req.ip ?? "unknown",
          // Masked afresh for each response (BREACH); any masking of the token verifies.
          csrfToken: maskCsrfToken(csrfTokenFor(visitorSecret, secrets.sessionSecret)),
          secureCookies: secure,
          log: log.child({ reqId: res.locals.requestId as string }),
          setVisitorSecret(fresh) {
            replaceVisitorCookie(res, secure, signVisitorSecret(fresh, secrets.sessionSecret));
            info.visitorSecret = fresh;
            // Applications may have been moved to it in this request.
            info.visitorIsNew = false;
            info.csrfToken = maskCsrfToken(csrfTokenFor(fresh, secrets.sessionSecret));
            res.setHeader("X-CSRF-Token", info.csrfToken);
          },
        };
        return loadContext(info, (res.locals.staff as StaffAuth | undefined) ?? null);
      },
    }),
  );

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const status = Number((error as { status?: unknown }).status);
    if (status >= 400 && status < 500) {
      // Client errors raised by middleware (a missing static file, a malformed request).
      if (res.headersSent) return res.end();
      return res
        .status(status)
        .type("text/plain")
        .send(status === 404 ? "Not found." : "Bad request.");
    }
    log.error(
      { err: error, reqId: res.locals.requestId, method: req.method, path: loggedPath(req.path) },
      "unhandled error",
    );
    if (res.headersSent) return res.end();
    res
      .status(500)
      .type("text/plain")
      .send("Something went wrong on our side. Please try again in a moment.");
  };
  app.use(errorHandler);

  const outbox =
    env.LENDER_WEBHOOK_URL && env.LENDER_WEBHOOK_SECRET
      ? startOutboxWorker({
          db: dbHandle.db,
          url: env.LENDER_WEBHOOK_URL,
          secret: env.LENDER_WEBHOOK_SECRET,
          keys: secrets.encryptionKeys,
          pollMs: env.OUTBOX_POLL_MS,
          retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
          log: log.child({ component: "outbox" }),
        })
      : null;

  return {
    app,
    dbKind: dbHandle.kind,
    shutdown: async () => {
      await outbox?.stop();
      await rateLimit.close();
      await closeDb();
    },
  };
}

/**
 * Error answers are never cached by a browser or a proxy (a refusal may describe a borrower's
 * application, and a stale error must not outlive its cause): any 4xx or 5xx without its own
 * Cache-Control gets no-store, whichever layer wrote it.
 */
const noStoreErrors: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    if (status >= 400 && !this.getHeader("Cache-Control"))
      this.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/**
 * A response meant for one visitor is never kept by a shared cache nor a browser's disk: every
 * HTML page (it carries the visitor's CSRF token), every React Router data request (`.data`,
 * loader data for one visitor) and anything that sets a cookie gets `private, no-store` unless a
 * route already said `no-store`; a route's public caching is overridden. Files with nothing per
 * visitor (packs, sitemap.xml, robots.txt) keep their own.
 */
const privateNoStore: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    const type = String(this.getHeader("Content-Type") ?? "");
    // Errors are left to noStoreErrors ("no-store", which already keeps them out of every cache).
    const personal =
      status < 400 &&
      (type.startsWith("text/html") || this.hasHeader("Set-Cookie") || req.path.endsWith(".data"));
    // A route's own "no-store" already forbids every cache from keeping it: left as it is.
    if (personal && !/\bno-store\b/.test(String(this.getHeader("Cache-Control") ?? "")))
      this.setHeader("Cache-Control", "private, no-store");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/**
 * A page load answered within this keeps its turn until it is; one that takes longer is waiting
 * on the database, not rendering (a page renders in 5 to 15 ms on a slow core), and lets the
 * next one in.
 */
const RENDER_HOLD_MS = 100;

/** No page or step needs more: an application step is a few kilobytes of JSON. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses oversized bodies before anything reads them: 413 when Content-Length says so, 411 for
 * a body of unknown length (browsers always send the length). Node reads and drops the rest of
 * the body after the answer, so the connection stays usable (closing it instead would reset it
 * while the client is still sending, and the client could lose the answer).
 */
function bodyLimit(limit: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.get("content-length");
    if (length === undefined) {
      if (req.get("transfer-encoding")) {
        res.setHeader("Cache-Control", "no-store");
        return sendMessage(req.get("accept"), res, 411, "Send the request with a Content-Length.");
      }
      return next();
    }
    if (!/^\d+$/.test(length) || Number(length) > limit) {
      res.setHeader("Cache-Control", "no-store");
      return sendMessage(
        req.get("accept"),
        res,
        413,
        `The request is too large (limit ${limit / 1024} KB).`,
      );
    }
    next();
  };
}

/**
 * One JSON line per request: id, method, path (never the query string), status and duration.
 * The id is always made here: one taken from the client could be chosen to forge or collide
 * with other requests' log lines.
 */
/** A request's path as logged: a resume link's token is a credential and never reaches the logs. */
export function loggedPath(path: string): string {
  return path.replace(/^\/apply\/continue\/[^/]+/, "/apply/continue/:token");
}

function requestLog(): RequestHandler {
  const log = getLogger();
  return (req, res, next) => {
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        {
          reqId: requestId,
          method: req.method,
          path: loggedPath(req.path),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    next();
  };
}

/**
 * The visitor cookie: a value this server signed is kept (and extended by page loads); anything
 * else (none, made up, forged, or an unsigned value from before signing) is replaced by a new one.
 */
function visitorCookie(secure: boolean, serverSecret: Buffer): RequestHandler {
  const name = visitorCookieName(secure);
  return (req, res, next) => {
    const current = readCookie(req.headers.cookie, name);
    const verified = verifiedVisitorSecret(current, serverSecret);
    if (verified) {
      res.locals.visitorSecret = verified;
      // Page loads extend the cookie: 90 days from the last visit, as the privacy notice says.
      // Only a request that asks for HTML by name: a script's fetch (Accept */*: a ZIP lookup,
      // the route manifest) racing a step that rotates the cookie would put the old value back.
      if (
        req.method === "GET" &&
        /\btext\/html\b/.test(req.get("accept") ?? "") &&
        !req.path.includes(".")
      ) {
        res.append("Set-Cookie", serializeVisitorCookie(current!, secure));
      }
    } else {
      const fresh = newVisitorSecret();
      res.locals.visitorSecret = fresh;
      res.locals.visitorIsNew = true;
      // Only pages (which carry a CSRF token) and changes need the cookie; files such as
      // robots.txt and sitemap.xml stay cookie-free so shared caches may keep them.
      const isFile = (req.method === "GET" || req.method === "HEAD") && /\.\w+$/.test(req.path);
      if (!isFile) {
        res.append(
          "Set-Cookie",
          serializeVisitorCookie(signVisitorSecret(fresh, serverSecret), secure),
        );
      }
    }
    next();
  };
}

/** Sets the visitor cookie to `value`, dropping any visitor cookie this response already set. */
function replaceVisitorCookie(res: express.Response, secure: boolean, value: string): void {
  const name = visitorCookieName(secure);
  const set = res.getHeader("Set-Cookie");
  const others = (Array.isArray(set) ? set : set === undefined ? [] : [String(set)]).filter(
    (c) => !c.startsWith(`${name}=`),
  );
  res.setHeader("Set-Cookie", [...others, serializeVisitorCookie(value, secure)]);
}
