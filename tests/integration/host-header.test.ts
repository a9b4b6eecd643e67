import { beforeAll, describe, expect, test } from "vitest";
import { rawGet, useServer } from "./harness";

describe("without PUBLIC_ORIGIN (npm start on a fresh machine)", () => {
  const server = useServer();
  let port: string;
  beforeAll(() => {
    port = new URL(server().origin).port;
  });

  test("a foreign Host is refused with 400 and never reaches sitemap.xml, robots.txt or canonical URLs", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt", "/learn"]) {
      const res = await rawGet(server().origin, path, {
        host: "evil.example",
        accept: "text/html",
      });
      expect(res.status, path).toBe(400);
      expect(res.body).not.toContain("evil.example");
      expect(res.body).toMatch(/PUBLIC_ORIGIN|host/i);
    }
    // The right name on another port is another site too.
    const otherPort = await rawGet(server().origin, "/sitemap.xml", { host: "localhost:1" });
    expect(otherPort.status).toBe(400);
  });

  test("a malformed Host is a 400, not a 500", async () => {
    for (const host of ["[::1", "exa mple.com", "a@b", "localhost:99999999", ""]) {
      const res = await rawGet(server().origin, "/", { host });
      expect(res.status, JSON.stringify(host)).toBe(400);
    }
  });

  test("the loopback names on the server's own port work, and links use them", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const res = await rawGet(server().origin, "/sitemap.xml", { host });
      expect(res.status, host).toBe(200);
      expect(res.body).toContain(`<loc>http://${host}/</loc>`);
    }
    // @react-router/express splits the Host on ":" and so loses an IPv6 literal's port; the
    // links still name this machine.
    const ipv6 = await rawGet(server().origin, "/sitemap.xml", { host: `[::1]:${port}` });
    expect(ipv6.status).toBe(200);
    expect(ipv6.body).toMatch(/<loc>http:\/\/\[::1\][:/]/);
  });

  test("the health check answers whatever the Host (load balancers probe by address)", async () => {
    const res = await rawGet(server().origin, "/healthz", { host: "10.0.0.7:8080" });
    expect(res.status).toBe(200);
  });
});

describe("with PUBLIC_ORIGIN", () => {
  const server = useServer({ env: { PUBLIC_ORIGIN: "https://www.example.com" } });

  test("sitemap.xml and robots.txt name PUBLIC_ORIGIN whatever the Host; a malformed Host is a 400", async () => {
    const sitemap = await rawGet(server().origin, "/sitemap.xml", { host: "evil.example" });
    expect(sitemap.body).not.toContain("evil.example");
    if (sitemap.status === 200) expect(sitemap.body).toContain("https://www.example.com/");
    const robots = await rawGet(server().origin, "/robots.txt", { host: "www.example.com" });
    expect(robots.status).toBe(200);
    expect(robots.body).toContain("Sitemap: https://www.example.com/sitemap.xml");
    const bad = await rawGet(server().origin, "/", { host: "[::1" });
    expect(bad.status).toBe(400);
  });
});
