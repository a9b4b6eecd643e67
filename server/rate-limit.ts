import type { RequestHandler } from "express";
import { RateLimiterRes } from "rate-limiter-flexible";
import { closeLimiters, createLimiter } from "~/utils/limiter.server";

export type RateLimit = { handler: RequestHandler; close: () => Promise<void> };

/**
 * Limits non-GET requests per client address (req.ip, which honours TRUST_PROXY). In memory by
 * default; in Redis when REDIS_URL is set, so that every instance behind a load balancer counts
 * against the same budget.
 */
export function createRateLimit(options: {
  points: number;
  windowSeconds: number;
  redisUrl?: string;
  redisKeyPrefix?: string;
}): RateLimit {
  const limiter = createLimiter({
    keyPrefix: "rl:mutations",
    points: options.points,
    duration: options.windowSeconds,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
  });

  const handler: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    limiter.consume(req.ip ?? "unknown").then(
      () => next(),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) return next(rejection);
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        res.setHeader("Retry-After", String(retryAfter));
        res.setHeader("Cache-Control", "no-store");
        sendMessage(
          req.get("accept"),
          res,
          429,
          `Too many requests. Please wait ${retryAfter} seconds and try again.`,
        );
      },
    );
  };
  return {
    handler,
    close: closeLimiters,
  };
}

/** A short error answer in the representation the client asked for. */
export function sendMessage(
  accept: string | undefined,
  res: import("express").Response,
  status: number,
  message: string,
): void {
  res.status(status);
  if (accept?.includes("application/json")) {
    res.json({ error: message });
  } else {
    res.type("text/plain").send(message);
  }
}
