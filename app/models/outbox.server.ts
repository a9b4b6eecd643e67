import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox } from "~/db/schema";

export type OutboxRow = typeof outbox.$inferSelect;

/** Exponential backoff: base × 2^(attempt−1), capped at 6 hours, with ±20 % jitter. */
function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
  return Math.round(raw * (0.8 + 0.4 * random()));
}

const MAX_ATTEMPTS = 12;

/**
 * Claims up to `limit` due deliveries. Claiming pushes their next attempt into the future (the
 * lease), so another instance will not pick the same row while this one is delivering; if this
 * process dies, the row becomes due again when the lease runs out. SKIP LOCKED keeps instances
 * from waiting on each other.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseMs: number,
  limit = 5,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const lease = new Date(now.getTime() + leaseMs);
    for (const row of due) {
      await tx
        .update(outbox)
        .set({ nextAttemptAt: lease, attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, row.id));
    }
    return due.map((row) => ({ ...row, attempts: row.attempts + 1, nextAttemptAt: lease }));
  });
}

export async function markDelivered(db: Db, id: number, status: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "delivered", deliveredAt: now, lastStatus: status, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markFailed(
  db: Db,
  row: Pick<OutboxRow, "id" | "attempts">,
  failure: { status: number | null; error: string },
  now: Date,
  baseMs: number,
): Promise<void> {
  const dead = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: dead ? "dead" : "pending",
      lastStatus: failure.status,
      lastError: failure.error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts, baseMs)),
    })
    .where(eq(outbox.id, row.id));
}
