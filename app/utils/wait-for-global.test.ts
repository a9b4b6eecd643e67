// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import { waitForGlobal } from "./wait-for-global";

afterEach(() => vi.useRealTimers());

test("resolves once the global appears, polling every 100 ms", async () => {
  vi.useFakeTimers();
  const promise = waitForGlobal<{ ok: boolean }>("lateHelper", 2000);
  vi.advanceTimersByTime(250);
  (window as unknown as Record<string, unknown>).lateHelper = { ok: true };
  vi.advanceTimersByTime(100);
  await expect(promise).resolves.toEqual({ ok: true });
});

test("rejects with 'timed out' after the limit", async () => {
  vi.useFakeTimers();
  const promise = waitForGlobal("neverDefined", 2000);
  const assertion = expect(promise).rejects.toThrow("timed out");
  vi.advanceTimersByTime(2100);
  await assertion;
});
