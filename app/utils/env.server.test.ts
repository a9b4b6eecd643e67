import { expect, test } from "vitest";
import { cookiesAreSecure, parseEnv, trustProxySetting } from "./env.server";

const base = { NODE_ENV: "production" };

test("COOKIE_SECURE accepts only true, false, 1 and 0", () => {
  expect(cookiesAreSecure(parseEnv({ ...base, COOKIE_SECURE: "1" }))).toBe(true);
  expect(cookiesAreSecure(parseEnv({ ...base, COOKIE_SECURE: "true" }))).toBe(true);
  expect(cookiesAreSecure(parseEnv({ ...base, COOKIE_SECURE: "0" }))).toBe(false);
  expect(cookiesAreSecure(parseEnv({ ...base, COOKIE_SECURE: "false" }))).toBe(false);
  expect(cookiesAreSecure(parseEnv(base))).toBe(true);
  expect(cookiesAreSecure(parseEnv({ NODE_ENV: "development" }))).toBe(false);
  for (const value of ["yes", "on", "TRUE", "Secure", "2"]) {
    expect(() => parseEnv({ ...base, COOKIE_SECURE: value }), value).toThrow(/COOKIE_SECURE/);
  }
});

test("TRUST_PROXY is a hop count, loopback or addresses; never `true`", () => {
  expect(trustProxySetting(parseEnv({ ...base, TRUST_PROXY: "2" }))).toBe(2);
  expect(trustProxySetting(parseEnv({ ...base, TRUST_PROXY: "loopback" }))).toBe("loopback");
  expect(trustProxySetting(parseEnv({ ...base, TRUST_PROXY: "10.0.0.0/8, 192.168.1.7" }))).toEqual([
    "10.0.0.0/8",
    "192.168.1.7",
  ]);
  expect(trustProxySetting(parseEnv({ ...base, TRUST_PROXY: "fd00::/8" }))).toEqual(["fd00::/8"]);
  expect(trustProxySetting(parseEnv(base))).toBe(false);
  for (const value of ["true", "yes", "10.0.0.0/33", "999.1.1.1", "0", "example.com"]) {
    expect(() => parseEnv({ ...base, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  }
});

test("SESSION_SECRET must be at least 32 characters, on any database", () => {
  expect(() => parseEnv({ ...base, SESSION_SECRET: "x".repeat(31) })).toThrow(/SESSION_SECRET/);
  expect(parseEnv({ ...base, SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toHaveLength(32);
});

test("REDIS_KEY_PREFIX is optional, up to 64 letters, digits or : . _ -", () => {
  expect(parseEnv(base).REDIS_KEY_PREFIX).toBeUndefined();
  expect(parseEnv({ ...base, REDIS_KEY_PREFIX: "staging:" }).REDIS_KEY_PREFIX).toBe("staging:");
  for (const value of ["has space", "x".repeat(65), "a*b", "{tag}"]) {
    expect(() => parseEnv({ ...base, REDIS_KEY_PREFIX: value }), value).toThrow(/REDIS_KEY_PREFIX/);
  }
});

test("SMTP_URL is an smtp:// or smtps:// server address; anything else stops the start", () => {
  expect(parseEnv(base).SMTP_URL).toBeUndefined();
  for (const value of [
    "smtp://127.0.0.1:2525",
    "smtps://user:secret@mail.example.com:465",
    "smtp://mail.example.com/",
  ]) {
    expect(parseEnv({ ...base, SMTP_URL: value }).SMTP_URL, value).toBe(value);
  }
  for (const value of ["mail.example.com:25", "http://mail.example.com", "smtp://", "smtp://a b"]) {
    expect(() => parseEnv({ ...base, SMTP_URL: value }), value).toThrow(/SMTP_URL/);
  }
});
