import { expect, PAGES_AT_LOAD, test, waitForHydration } from "./helpers";

/**
 * No page calls Intl while it loads (decision 040, issue 19 item 1). The first Intl call a page
 * makes, of any kind, makes Chromium load ICU: 20–70 ms of main thread without throttling on
 * this project's machine, four times that on Lighthouse's simulated phone. Money, percentages and
 * counts go through formatDecimal; the date picker builds its month and weekday names when it
 * first opens. ESLint refuses Intl.NumberFormat and toLocaleString in the code; this catches
 * what a dependency or a new kind of call brings in.
 *
 * Every Intl service and the String/Number/Date locale methods are wrapped before the page's
 * scripts run; a call records its kind. Checked from the first byte to just after hydration.
 */

test("no page calls Intl while it loads and hydrates", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== "function") continue;
      const service = original as ((...args: unknown[]) => unknown) & Record<string, unknown>;
      const wrapped = function (this: unknown, ...args: unknown[]) {
        calls.push(`Intl.${name}`);
        return new.target ? Reflect.construct(service, args, new.target) : service(...args);
      } as unknown as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(service)) {
        const value = service[key];
        if (typeof value === "function" && key !== "prototype") {
          wrapped[key] = (...args: unknown[]) => {
            calls.push(`Intl.${name}.${key}`);
            return (value as (...a: unknown[]) => unknown).apply(service, args);
          };
        }
      }
      wrapped.prototype = service.prototype;
      intl[name] = wrapped;
    }
    const methods: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [BigInt.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
      [String.prototype, "toLocaleUpperCase"],
      [String.prototype, "toLocaleLowerCase"],
      [Array.prototype, "toLocaleString"],
    ];
    for (const [owner, name] of methods) {
      const record = owner as Record<string, (...args: unknown[]) => unknown>;
      const original = record[name]!;
      record[name] = function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return original.apply(this, args);
      };
    }
  });

  const found: string[] = [];
  for (const path of PAGES_AT_LOAD) {
    await page.goto(path);
    await waitForHydration(page);
    const calls = await page.evaluate(
      () => (window as unknown as { __intlCalls: string[] }).__intlCalls,
    );
    if (calls.length) found.push(`${path}: ${[...new Set(calls)].join(", ")}`);
  }
  expect(found).toEqual([]);

  // The wrapping sees a page's own calls: a check that could not fail would prove nothing.
  const seen = await page.evaluate(() => {
    /* eslint-disable no-restricted-syntax -- the calls the wrapping must see */
    new Intl.NumberFormat("en-US").format(1234);
    (1234).toLocaleString("en-US");
    /* eslint-enable no-restricted-syntax */
    Intl.DateTimeFormat.supportedLocalesOf("en-US");
    return (window as unknown as { __intlCalls: string[] }).__intlCalls;
  });
  expect(seen).toEqual([
    "Intl.NumberFormat",
    "toLocaleString",
    "Intl.DateTimeFormat.supportedLocalesOf",
  ]);
});
