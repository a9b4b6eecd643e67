import { expect, test } from "vitest";
import { Visitor } from "../support/visitor";
import { useServer } from "./harness";

const server = useServer();

test("every HTML page, which carries the CSRF token and the visitor cookie, is private, no-store", async () => {
  for (const path of [
    "/",
    "/learn",
    "/learn?q=rates",
    "/calculators",
    "/calculators/mortgage-payment",
    "/mortgage-types",
    "/reviews",
    "/apply",
    "/privacy",
    "/no-such-page",
  ]) {
    const visitor = new Visitor(server().origin);
    const res = await visitor.open(path);
    expect(res.headers.get("content-type"), path).toMatch(/text\/html/);
    const cacheControl = res.headers.get("cache-control") ?? "";
    expect(cacheControl, path).toMatch(/\bno-store\b/);
    expect(cacheControl, path).not.toMatch(/\bpublic\b|max-age=[1-9]/);
    // A returning visitor (cookie already set) gets the same.
    const again = await visitor.open(path);
    expect(again.headers.get("cache-control") ?? "", path).toMatch(/\bno-store\b/);
  }
  // Files with nothing per visitor stay cacheable.
  const sitemap = await fetch(`${server().url}/sitemap.xml`);
  expect(sitemap.headers.get("cache-control")).toBe("public, max-age=3600");
});

test("the CSRF token in a page is masked afresh for each response, and every masked form works", async () => {
  const visitor = new Visitor(server().origin);
  await visitor.open("/learn?q=mortgage");
  const first = visitor.csrfToken;
  await visitor.open("/learn?q=mortgage");
  const second = visitor.csrfToken;
  expect(first).not.toBe("");
  expect(second).not.toBe(first);
  // Compressed together with reflected text, no byte of the secret repeats between responses.
  for (const token of [first, second]) {
    const res = await visitor.request("POST", "/", {
      body: `csrf=${encodeURIComponent(token)}`,
      contentType: "application/x-www-form-urlencoded",
      csrf: false,
    });
    // Past the CSRF check: the home page has no action, so 405.
    expect(res.status).toBe(405);
  }
  // A token whose pad was altered is refused.
  const tampered = (first[0] === "A" ? "B" : "A") + first.slice(1);
  const refused = await visitor.request("POST", "/", {
    body: `csrf=${encodeURIComponent(tampered)}`,
    contentType: "application/x-www-form-urlencoded",
    csrf: false,
  });
  expect(refused.status).toBe(403);
  // Refusals keep the plain "no-store" every error gets.
  expect(refused.headers.get("cache-control")).toBe("no-store");
});
