import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { renderQueue } from "./render-queue";

type Call = { id: string; res: Response & EventEmitter; entered: () => boolean };

function harness(limit: number, holdMs = 100) {
  const queue = renderQueue({ limit, holdMs });
  const entered: string[] = [];
  const call = (id: string, method = "GET"): Call => {
    const res = new EventEmitter() as Response & EventEmitter;
    let inside = false;
    const next: NextFunction = () => {
      inside = true;
      entered.push(id);
    };
    queue({ method } as Request, res, next);
    return { id, res, entered: () => inside };
  };
  // A response's end: "finish" then "close", as Node emits them.
  const answer = (c: Call) => {
    c.res.emit("finish");
    c.res.emit("close");
  };
  return { call, answer, entered };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("at most `limit` page loads are let in; the rest go in, in arrival order, as turns free up", () => {
  const q = harness(2);
  const [a, b, c, d] = ["a", "b", "c", "d"].map((id) => q.call(id));
  expect(q.entered).toEqual(["a", "b"]);
  q.answer(b!);
  expect(q.entered).toEqual(["a", "b", "c"]);
  expect(d!.entered()).toBe(false);
  q.answer(a!);
  expect(q.entered).toEqual(["a", "b", "c", "d"]);
  q.answer(c!);
  q.answer(d!);
  // All turns are free again: two more go straight in.
  q.call("e");
  q.call("f");
  expect(q.entered).toEqual(["a", "b", "c", "d", "e", "f"]);
});

test("a save, a sign-in or any other post never waits and never takes a turn; HEAD is a page load", () => {
  const q = harness(1);
  const page = q.call("page");
  q.call("save", "POST");
  q.call("signin", "POST");
  q.call("head", "HEAD");
  expect(q.entered).toEqual(["page", "save", "signin"]);
  q.answer(page);
  expect(q.entered).toEqual(["page", "save", "signin", "head"]);
});

test("a client that leaves while waiting leaves the queue; one that leaves while inside frees its turn", () => {
  const q = harness(1);
  const a = q.call("a");
  const b = q.call("b");
  q.call("c");
  b.res.emit("close"); // gone before its turn
  a.res.emit("close"); // gone mid-render: no "finish"
  expect(q.entered).toEqual(["a", "c"]);
  expect(b.entered()).toBe(false);
});

test("a page load still unanswered after holdMs lets the next one in; its own end then frees nothing more", () => {
  const q = harness(1, 100);
  const slow = q.call("slow");
  const b = q.call("b");
  q.call("c");
  vi.advanceTimersByTime(99);
  expect(q.entered).toEqual(["slow"]);
  vi.advanceTimersByTime(1);
  expect(q.entered).toEqual(["slow", "b"]);
  // The slow one's answer does not free a second turn: c still waits for b.
  q.answer(slow);
  expect(q.entered).toEqual(["slow", "b"]);
  q.answer(b);
  expect(q.entered).toEqual(["slow", "b", "c"]);
});
