import { createHmac } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "~/utils/env.server";
import { createLimiter } from "~/utils/limiter.server";
import { getSecrets } from "~/utils/secrets.server";

/**
 * Failed staff sign-ins (a wrong password or a wrong code), counted per account (the e-mail typed,
 * whether or not it exists, so a lock says nothing about which addresses are staff) and per
 * client address, in the same store as the other rate limits (Redis when REDIS_URL is set). Each
 * failure is answered more slowly than the last; the 5th for an account within 15 minutes locks
 * it for 15 minutes, the 20th from an address within an hour locks that address for an hour.
 */
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 20;

let limiters: { account: RateLimiterAbstract; address: RateLimiterAbstract } | undefined;

function get() {
  if (!limiters) {
    const { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix } = getEnv();
    limiters = {
      account: createLimiter({
        keyPrefix: "staff:signin:account",
        points: ACCOUNT_FAILURES,
        duration: 15 * 60,
        blockDuration: 15 * 60,
        redisUrl,
        redisKeyPrefix,
      }),
      address: createLimiter({
        keyPrefix: "staff:signin:address",
        points: ADDRESS_FAILURES,
        duration: 60 * 60,
        blockDuration: 60 * 60,
        redisUrl,
        redisKeyPrefix,
      }),
    };
  }
  return limiters;
}

/**
 * The account's key: a keyed hash of the e-mail typed, never the e-mail itself (the store, Redis
 * included, would otherwise keep every address typed, a password pasted into the wrong field too).
 */
function accountKey(email: string): string {
  return createHmac("sha256", getSecrets().sessionSecret)
    .update(`staff-signin-account\n${email.trim().toLowerCase()}`)
    .digest("base64url");
}

/** Seconds until sign-in may be tried again for this account or address; 0 when it may now. */
export async function lockedFor(email: string, address: string): Promise<number> {
  const { account, address: byAddress } = get();
  const [a, b] = await Promise.all([account.get(accountKey(email)), byAddress.get(address)]);
  const wait = (res: RateLimiterRes | null, points: number) =>
    res && res.consumedPoints >= points ? Math.ceil(res.msBeforeNext / 1000) : 0;
  return Math.max(wait(a, ACCOUNT_FAILURES), wait(b, ADDRESS_FAILURES));
}

/** Counts a failure; returns how many this account has now (for the slow-down). */
export async function recordFailure(email: string, address: string): Promise<number> {
  const { account, address: byAddress } = get();
  const consume = (limiter: RateLimiterAbstract, key: string) =>
    limiter.consume(key).then(
      (res) => res.consumedPoints,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
        throw rejection;
      },
    );
  const [n] = await Promise.all([consume(account, accountKey(email)), consume(byAddress, address)]);
  return n;
}

/** A complete sign-in clears the account's count (the address keeps its own). */
export async function clearFailures(email: string): Promise<void> {
  await get().account.delete(accountKey(email));
}

/** How long to hold the answer to the n-th failure: 250 ms, 500 ms, 1 s, … at most 2 s. */
export function failureDelayMs(n: number): number {
  return Math.min(2000, 250 * 2 ** Math.max(0, n - 1));
}
