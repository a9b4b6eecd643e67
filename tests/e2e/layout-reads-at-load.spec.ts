import { expect, PAGES_AT_LOAD, test, waitForHydration } from "./helpers";

/**
 * No page reads the size or position of an element while it loads, except in a ResizeObserver's
 * callback (decision 041, issue 19 item 1). Right after the server's HTML is hydrated the page's
 * layout is out of date; a read such as getBoundingClientRect() or scrollWidth then makes the
 * browser lay out the whole page at once, inside the task that asked. On a calculator that is
 * 16 to 29 ms without throttling, in the task that runs the page's effects, and four times that
 * on Lighthouse's simulated phone. A ResizeObserver's callback comes right after the browser has
 * laid the page out for its next frame, so a read there costs nothing extra.
 *
 * Every geometry read is wrapped before the page's scripts run; a read outside a ResizeObserver
 * callback records what was read. Checked from the first byte until the header has measured its
 * navigation and two more frames have been drawn.
 */

type Reads = { __layoutReads: string[] };

test("no page reads layout while it loads, except in a ResizeObserver callback", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as Reads).__layoutReads = reads;
    let inObserver = 0;
    const Native = window.ResizeObserver;
    window.ResizeObserver = class extends Native {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => {
          inObserver++;
          try {
            callback(entries, observer);
          } finally {
            inObserver--;
          }
        });
      }
    };
    // Only the page's own scripts count: Playwright's trace recorder reads every element's
    // scroll offsets from a script of its own, which has no address.
    const pageScript = `${location.origin}/`;
    const note = (what: string) => {
      if (!inObserver && (new Error().stack ?? "").includes(pageScript)) reads.push(what);
    };
    const methods: [object, string][] = [
      [Element.prototype, "getBoundingClientRect"],
      [Element.prototype, "getClientRects"],
      [window, "getComputedStyle"],
    ];
    for (const [owner, name] of methods) {
      const record = owner as Record<string, (...args: unknown[]) => unknown>;
      const original = record[name]!;
      record[name] = function (this: unknown, ...args: unknown[]) {
        note(name);
        return original.apply(this, args);
      };
    }
    const getters: [object, string[]][] = [
      [HTMLElement.prototype, ["offsetWidth", "offsetHeight", "offsetTop", "offsetLeft"]],
      [
        Element.prototype,
        ["clientWidth", "clientHeight", "scrollWidth", "scrollHeight", "scrollTop", "scrollLeft"],
      ],
    ];
    for (const [owner, names] of getters) {
      for (const name of names) {
        const descriptor = Object.getOwnPropertyDescriptor(owner, name)!;
        Object.defineProperty(owner, name, {
          ...descriptor,
          get(this: Element) {
            note(name);
            return descriptor.get!.call(this);
          },
        });
      }
    }
  });

  const nextFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
  const found: string[] = [];
  for (const path of PAGES_AT_LOAD) {
    await page.goto(path);
    await waitForHydration(page);
    // The header's navigation row has measured itself (it is invisible until then).
    await expect(page.locator("[data-js-measured]")).toHaveCount(0);
    await nextFrames();
    const reads = await page.evaluate(() => (window as unknown as Reads).__layoutReads);
    if (reads.length) found.push(`${path}: ${[...new Set(reads)].join(", ")}`);
  }
  expect(found).toEqual([]);

  // The wrapping sees a page's reads, and lets through those in an observer's callback: a check
  // that could not fail would prove nothing.
  // The reads are made from a script the page runs (with its CSP nonce), named as one of its
  // scripts, as the page's code would make them.
  await page.evaluate(() => {
    (window as unknown as Reads).__layoutReads.length = 0;
    const script = document.createElement("script");
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")!.nonce;
    script.textContent = `
      void document.body.getBoundingClientRect();
      void document.body.scrollWidth;
      window.__observed = new Promise((resolve) => {
        const observer = new ResizeObserver(() => {
          void document.body.getBoundingClientRect();
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      });
      //# sourceURL=${location.origin}/packs/layout-read-check.js`;
    document.head.append(script);
  });
  const seen = await page.evaluate(async () => {
    await (window as unknown as { __observed: Promise<void> }).__observed;
    return [...(window as unknown as Reads).__layoutReads];
  });
  expect(seen).toEqual(["getBoundingClientRect", "scrollWidth"]);
});
