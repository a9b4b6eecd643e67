import { expect, test } from "vitest";
import { withCsrfHeader } from "./csrf-fetch.client";

const ORIGIN = "https://www.example-lender.test";

test("same-origin requests get the page's token; the caller's own header is kept", () => {
  for (const input of [
    "/api/places/zip/97204",
    `${ORIGIN}/reviews?page=2`,
    new URL("/x.data", ORIGIN),
  ]) {
    const init = withCsrfHeader(input, { method: "GET" }, ORIGIN, "token-1");
    expect(new Headers(init?.headers).get("X-CSRF-Token")).toBe("token-1");
    expect(init?.method).toBe("GET");
  }
  const own = withCsrfHeader(
    "/apply/purchase/x",
    { headers: { "X-CSRF-Token": "fresh" } },
    ORIGIN,
    "old",
  );
  expect(new Headers(own?.headers).get("X-CSRF-Token")).toBe("fresh");
  // A Request's own headers are carried over with the token.
  const request = new Request(`${ORIGIN}/a`, { headers: { Accept: "text/html" } });
  const fromRequest = new Headers(withCsrfHeader(request, undefined, ORIGIN, "t")?.headers);
  expect(fromRequest.get("accept")).toBe("text/html");
  expect(fromRequest.get("x-csrf-token")).toBe("t");
});

test("another origin (the borrower portal, a maps service) never gets the token", () => {
  for (const input of [
    "https://portal.example-lender.test/login",
    "//maps.example.com/js",
    "http://www.example-lender.test/",
  ]) {
    const init = { method: "POST" };
    expect(withCsrfHeader(input, init, ORIGIN, "token-1")).toBe(init);
  }
  // No token on the page: nothing to add.
  expect(withCsrfHeader("/a", undefined, ORIGIN, "")).toBeUndefined();
});
