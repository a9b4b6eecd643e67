import { createCipheriv, randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { decryptString, encryptString, isCurrent, keyIdOf } from "./crypto.server";

const k1 = { id: "k1", key: randomBytes(32) };
const k2 = { id: "k2", key: randomBytes(32) };

test("values of different lengths padded to one size give ciphertexts of one length", () => {
  const stored = ['["male"]', '["female"]', '["decline"]', "1", "123456789"].map((v) =>
    encryptString(v, [k1], "a:b:c", 64),
  );
  expect(new Set(stored.map((s) => s.length)).size).toBe(1);
  expect(stored[0]).toMatch(/^enc:v2:k1:/);
  expect(decryptString(stored[1]!, [k1], "a:b:c")).toBe('["female"]');
  expect(decryptString(stored[4]!, [k2, k1], "a:b:c")).toBe("123456789");
});

test("a value longer than its bucket takes the next multiple of the bucket, and still opens", () => {
  const long = "x".repeat(100);
  const stored = encryptString(long, [k1], "aad", 64);
  const short = encryptString("x", [k1], "aad", 64);
  // 64 padded bytes are 86 base64url characters, 128 are 171.
  expect(stored.split(":")[4]!.length).toBe(171);
  expect(short.split(":")[4]!.length).toBe(86);
  expect(decryptString(stored, [k1], "aad")).toBe(long);
});

test("an unpadded v1 value written before padding still opens", () => {
  // Built by hand, as the v1 code wrote it: AES-256-GCM over the bare UTF-8 text.
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", k1.key, iv);
  cipher.setAAD(Buffer.from("app:personal_info:date_of_birth"));
  const ct = Buffer.concat([cipher.update('"1976-07-04"', "utf8"), cipher.final()]);
  const v1 = `enc:v1:k1:${iv.toString("base64url")}:${ct.toString("base64url")}:${cipher.getAuthTag().toString("base64url")}`;
  expect(decryptString(v1, [k2, k1], "app:personal_info:date_of_birth")).toBe('"1976-07-04"');
  expect(keyIdOf(v1)).toBe("k1");
  expect(isCurrent(v1, [k1])).toBe(false);
  expect(() => decryptString(v1, [k2], "app:personal_info:date_of_birth")).toThrow(/"k1"/);
});

test("only a padded value under the newest key is current", () => {
  const old = encryptString("1", [k1], "x", 64);
  expect(isCurrent(old, [k1])).toBe(true);
  expect(isCurrent(old, [k2, k1])).toBe(false);
  expect(isCurrent(encryptString("1", [k2, k1], "x", 64), [k2, k1])).toBe(true);
});
