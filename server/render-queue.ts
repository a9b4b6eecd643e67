import type { RequestHandler } from "express";

export type RenderQueueOptions = {
  /** Page loads rendered at once; the rest wait in arrival order. */
  limit: number;
  /** A request still unanswered after this long gives its turn to the next in line. */
  holdMs: number;
};

/**
 * Page loads take their turn: at most `limit` GET (and HEAD) requests are inside React Router at
 * once, and the others wait in the order they arrived. Node would otherwise start every request
 * as it arrives and interleave them all, a slice of each at a time, so that under load most
 * requests finish late and some very late: at 50 connections the calculators with a query string
 * had a p99 of 4 to 6 times their median; taking turns, 1.2 to 1.7 times, for the same work
 * (docs/decisions/037-render-queue.md).
 *
 * Only page loads wait: a step's save, a sign-in or a form post may wait on the database, the
 * mail server or a password hash, and is neither queued behind pages nor holds them up. A page
 * load that is still unanswered after `holdMs` (waiting on the database, not rendering) stops
 * holding a turn, so a slow query cannot stall the pages behind it; a client that leaves while
 * waiting leaves the queue.
 */
export function renderQueue(options: RenderQueueOptions): RequestHandler {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let state: "waiting" | "holding" | "done" = "waiting";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      state = "holding";
      active++;
      timer = setTimeout(finish, options.holdMs);
      timer.unref();
      next();
    };
    const finish = () => {
      if (state === "holding") {
        clearTimeout(timer);
        state = "done";
        release();
      } else if (state === "waiting") {
        state = "done";
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
      }
    };
    // "close" follows "finish" on every response, and comes alone when the client leaves.
    res.once("close", finish);
    if (active < options.limit) start();
    else waiting.push(start);
  };
}
