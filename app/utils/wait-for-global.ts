/** Spec 9: the poll interval and the default limit for waiting on a global variable. */
const GLOBAL_POLL_MS = 100;
const GLOBAL_WAIT_MS = 2000;

/**
 * Resolves with `window[name]` once a third-party script has defined it, polling every 100 ms;
 * rejects with 'timed out' after the limit (spec 8).
 */
export function waitForGlobal<T>(
  name: string,
  limitMs = GLOBAL_WAIT_MS,
  win: Window = window,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const value = (win as unknown as Record<string, unknown>)[name];
      if (value !== undefined && value !== null) return resolve(value as T);
      if (Date.now() - started >= limitMs) return reject(new Error("timed out"));
      win.setTimeout(check, GLOBAL_POLL_MS);
    };
    check();
  });
}
