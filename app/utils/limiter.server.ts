import { Redis } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

/**
 * The rate-limit infrastructure every limiter shares: in memory by default; in Redis when
 * REDIS_URL is set, so every instance behind a load balancer counts against the same budget. One
 * Redis connection per process (server/rate-limit.ts, the staff sign-in throttle).
 */
let redis: { url: string; client: Redis } | undefined;

function redisFor(url: string): Redis {
  if (redis?.url !== url) {
    redis = {
      url,
      client: new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
    };
  }
  return redis.client;
}

export type LimiterOptions = {
  /** Keeps this limiter's counters apart from the others' in Redis. */
  keyPrefix: string;
  points: number;
  /** Seconds a count lives. */
  duration: number;
  /** Seconds a key stays blocked once its points are used up (0: until the window ends). */
  blockDuration?: number;
  redisUrl?: string;
  /**
   * Put before every key in Redis (REDIS_KEY_PREFIX): several deployments or test runs can share
   * one Redis without counting against each other.
   */
  redisKeyPrefix?: string;
};

export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const memory = () =>
    new RateLimiterMemory({
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.duration,
      blockDuration: options.blockDuration ?? 0,
    });
  if (!options.redisUrl) return memory();
  return new RateLimiterRedis({
    storeClient: redisFor(options.redisUrl),
    keyPrefix: `${options.redisKeyPrefix ?? ""}${options.keyPrefix}`,
    points: options.points,
    duration: options.duration,
    blockDuration: options.blockDuration ?? 0,
    // If Redis is down, fall back to a per-instance limit rather than refusing every request.
    insuranceLimiter: memory(),
  });
}

/** Closes the shared Redis connection (shutdown). */
export async function closeLimiters(): Promise<void> {
  const current = redis;
  redis = undefined;
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}
