import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import {
  AFTER_PAINT_TYPE,
  withModuleScriptAfterPaint,
  withoutModulePreloads,
} from "./script-loading.server";

// A document shaped like the ones React Router and React write (attributes in their order).
const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link nonce="n1" rel="stylesheet" href="/packs/app-1.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/packs/entry.client-1.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/packs/framework-1.js" nonce="n1"/>' +
  '<link crossorigin="anonymous" rel="modulepreload" href="/packs/home-1.js"/>' +
  '<link rel="preload" as="image" href="/logo.svg"/><title>Home – ü</title></head>';
const body =
  '<body><p>Préstamo</p><script nonce="n1" type="module" async="">import * as route0 from "/packs/root-1.js";</script></body></html>';

test("every module preload leaves the head; the stylesheet, other preloads and the body stay", () => {
  const out = withoutModulePreloads(Buffer.from(head + body, "utf8")).toString("utf8");
  expect(out).not.toContain("modulepreload");
  expect(out).toBe(
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
      '<link nonce="n1" rel="stylesheet" href="/packs/app-1.css" data-precedence="default"/>' +
      '<link rel="preload" as="image" href="/logo.svg"/><title>Home – ü</title></head>' +
      body,
  );
});

test("a document without module preloads, or without a head, is returned as it is", () => {
  const plain = Buffer.from("<html><head><title>x</title></head><body></body></html>");
  expect(withoutModulePreloads(plain)).toBe(plain);
  const fragment = Buffer.from('<div><link rel="modulepreload" href="/a.js"/></div>');
  expect(withoutModulePreloads(fragment)).toBe(fragment);
});

const moduleScript =
  '<script nonce="n1" type="module" async="">import * as route0 from "/packs/root-1.js";\n' +
  'import("/packs/entry.client-1.js");</script>';
const page = (scripts: string) =>
  `${head}<body><p>Préstamo</p><script nonce="n1">window.__reactRouterContext = {};</script>` +
  `${scripts}<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>`;

test("the module script becomes an inert block run by a nonce-carrying loader; the rest stays byte for byte", () => {
  const out = withModuleScriptAfterPaint(Buffer.from(page(moduleScript), "utf8")).toString("utf8");
  const loader = /<script nonce="n1">(\(function\(\)[\s\S]*?)<\/script>/.exec(out)?.[1];
  expect(loader).toBeDefined();
  expect(out).toBe(
    page(
      `<script type="${AFTER_PAINT_TYPE}">import * as route0 from "/packs/root-1.js";\n` +
        `import("/packs/entry.client-1.js");</script><script nonce="n1">${loader}</script>`,
    ),
  );
  expect(out).not.toMatch(/<script[^>]*type="module"/);
});

/** Runs the loader in a stand-in for the browser; returns what it appended and when. */
function runLoader(visibilityState: "visible" | "hidden") {
  const out = withModuleScriptAfterPaint(Buffer.from(page(moduleScript), "utf8")).toString("utf8");
  const loader = /<script nonce="n1">(\(function\(\)[\s\S]*?)<\/script>/.exec(out)![1]!;
  const appended: { type: string; nonce: string; textContent: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    // A browser hides the nonce attribute once parsed; the property keeps it.
    currentScript: {
      nonce: "n1",
      previousElementSibling: {
        textContent: /<script type="[^"]+">([\s\S]*?)<\/script>/.exec(out)![1],
      },
    },
    createElement: (tag: string) => ({ tag, type: "", nonce: "", textContent: "" }),
    body: {
      appendChild: (s: { type: string; nonce: string; textContent: string }) => appended.push(s),
    },
  };
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { appended, frames, timers };
}

test("in a visible tab the module runs after the next frame has painted, with the nonce", () => {
  const run = runLoader("visible");
  expect(run.appended).toHaveLength(0);
  // The frame callback runs before the paint; the timeout it sets runs after it.
  expect(run.frames).toHaveLength(1);
  run.frames[0]!();
  expect(run.appended).toHaveLength(0);
  expect(run.timers).toHaveLength(1);
  run.timers[0]!();
  expect(run.appended).toEqual([
    {
      tag: "script",
      type: "module",
      nonce: "n1",
      textContent:
        'import * as route0 from "/packs/root-1.js";\nimport("/packs/entry.client-1.js");',
    },
  ]);
});

test("in a background tab (no frames are painted) the module runs at once", () => {
  const run = runLoader("hidden");
  expect(run.frames).toHaveLength(0);
  expect(run.appended.map((s) => [s.type, s.nonce])).toEqual([["module", "n1"]]);
});

test("a document without a module script, or one without a nonce, is returned as it is", () => {
  const none = Buffer.from(page(""), "utf8");
  expect(withModuleScriptAfterPaint(none)).toBe(none);
  const unsigned = Buffer.from(page(moduleScript.replace(' nonce="n1"', "")), "utf8");
  expect(withModuleScriptAfterPaint(unsigned)).toBe(unsigned);
  const headOnly = Buffer.from('<html><head><script type="module"></script></head></html>');
  expect(withModuleScriptAfterPaint(headOnly)).toBe(headOnly);
});
