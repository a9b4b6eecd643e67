import { expect, test } from "vitest";
import { withoutModulePreloads } from "./script-preloads.server";

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
