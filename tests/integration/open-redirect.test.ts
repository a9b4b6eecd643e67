import { expect, test } from "vitest";
import { rawGet, useServer } from "./harness";

const server = useServer();

/** The href of the sign-in panel's Close link in the server-rendered page. */
function closeHref(html: string): string | undefined {
  return /<a href="([^"]*)"[^>]*>Close<\/a>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
}

test("a path that starts with two slashes or a backslash is redirected to the single-slash path", async () => {
  const cases: [string, string][] = [
    ["//evil.example/?action=portal-signin", "/evil.example/?action=portal-signin"],
    ["/\\evil.example/?action=portal-signin", "/evil.example/?action=portal-signin"],
    ["/%5Cevil.example/", "/evil.example/"],
    ["/%5c%5cevil.example", "/evil.example"],
    ["///learn", "/learn"],
  ];
  for (const [path, location] of cases) {
    const res = await rawGet(server().origin, path, { accept: "text/html" });
    expect([301, 308], path).toContain(res.status);
    expect(res.headers.location, path).toBe(location);
  }
});

test("the sign-in panel's Close link stays on this site whatever the path looks like", async () => {
  // `/.//x` is not caught by the redirect (it does not start with `//`) but the router's URL
  // parser removes the dot segment, leaving a pathname of `//evil.example/`.
  for (const path of [
    "/.//evil.example/?action=portal-signin",
    "/./\\evil.example/?action=portal-signin",
    "/learn?action=portal-signin&q=rates",
  ]) {
    const res = await rawGet(server().origin, path, { accept: "text/html" });
    const href = closeHref(res.body);
    expect(href, path).toBeDefined();
    // A relative reference that cannot name another host: "?query", or "/x" but never "//x".
    expect(href, path).toMatch(/^(\?|\/(?![/\\]))/);
    expect(href, path).not.toContain("action=portal-signin");
  }
  const learn = await rawGet(server().origin, "/learn?action=portal-signin&q=rates", {
    accept: "text/html",
  });
  expect(closeHref(learn.body)).toMatch(/^(\/learn)?\?q=rates$/);
});
