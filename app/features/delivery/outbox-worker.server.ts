import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { getApplication } from "~/models/applications.server";
import { claimDue, markDelivered, markFailed } from "~/models/outbox.server";
import type { EncryptionKey } from "~/utils/secrets.server";
import { applicationDocument } from "./payload.server";
import { signDelivery } from "./signature";

export type OutboxWorkerOptions = {
  db: Db;
  url: string;
  secret: string;
  keys: EncryptionKey[];
  pollMs: number;
  /** First retry delay; doubles each attempt (see backoffMs). */
  retryBaseMs: number;
  log: Logger;
  timeoutMs?: number;
};

/**
 * Delivers submitted applications to the lender's webhook: polls the outbox, signs each body
 * with HMAC-SHA256, retries failures with exponential backoff and records each outcome on the
 * row. At-least-once: the receiver de-duplicates on X-Lender-Delivery (the application id).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): {
  stop: () => Promise<void>;
  runOnce: () => Promise<number>;
} {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  const leaseMs = Math.max(60_000, (options.timeoutMs ?? 10_000) * 3);

  async function deliverOne(id: number, applicationId: string, attempts: number): Promise<void> {
    const now = new Date();
    try {
      const row = await getApplication(options.db, applicationId);
      if (!row) throw new Error("application no longer exists");
      const body = JSON.stringify({
        event: "application.submitted",
        application: applicationDocument(row, options.keys),
      });
      const timestamp = Math.floor(now.getTime() / 1000);
      const res = await fetch(options.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "lender-site-outbox/1",
          "X-Lender-Event": "application.submitted",
          "X-Lender-Delivery": applicationId,
          "X-Lender-Attempt": String(attempts),
          "X-Lender-Timestamp": String(timestamp),
          "X-Lender-Signature": signDelivery(options.secret, timestamp, body),
        },
        body,
        // A redirect is a failure, never followed: the signed, decrypted application must go
        // only to the configured URL, not wherever that server (or someone who took it) points.
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await res.body?.cancel().catch(() => undefined);
      if (res.ok) {
        await markDelivered(options.db, id, res.status, new Date());
        options.log.info({ outboxId: id, attempts, status: res.status }, "application delivered");
      } else {
        await markFailed(
          options.db,
          { id, attempts },
          {
            status: res.status,
            error:
              res.status >= 300 && res.status < 400
                ? `HTTP ${res.status}: redirect not followed`
                : `HTTP ${res.status}`,
          },
          new Date(),
          options.retryBaseMs,
        );
        options.log.warn(
          { outboxId: id, attempts, status: res.status },
          "application delivery refused",
        );
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(
        options.db,
        { id, attempts },
        { status: null, error: message },
        new Date(),
        options.retryBaseMs,
      ).catch(() => undefined);
      options.log.warn({ outboxId: id, attempts, error: message }, "application delivery failed");
    }
  }

  async function runOnce(): Promise<number> {
    const due = await claimDue(options.db, new Date(), leaseMs);
    for (const row of due) await deliverOne(row.id, row.applicationId, row.attempts);
    return due.length;
  }

  const tick = () => {
    if (stopped) return;
    running = runOnce().catch((error: unknown) => {
      options.log.error({ err: error }, "outbox poll failed");
      return 0;
    });
    void running.finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, options.pollMs);
    });
  };
  timer = setTimeout(tick, Math.min(options.pollMs, 1000));

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
