import { hash, verify } from "@node-rs/argon2";
import { expect, test, vi } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

// The real argon2, counted.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, hash: vi.fn(actual.hash), verify: vi.fn(actual.verify) };
});

test("an unknown e-mail costs the same argon2 work as a known one, from the very first sign-in", async () => {
  const stored = await hashPassword("violet kettle under 9 moons");
  vi.mocked(hash).mockClear();
  vi.mocked(verify).mockClear();
  // The first unknown e-mail this process sees: one verification, and no hash made on the way
  // (a lazily made throwaway hash would double this answer's time once).
  expect(await verifyPassword(undefined, "violet kettle under 9 moons")).toBe(false);
  expect(hash).not.toHaveBeenCalled();
  expect(verify).toHaveBeenCalledTimes(1);
  // A known e-mail: the same, one verification.
  expect(await verifyPassword(stored, "wrong kettle under 9 moons")).toBe(false);
  expect(hash).not.toHaveBeenCalled();
  expect(verify).toHaveBeenCalledTimes(2);
  // Both verify hashes made with the same parameters (the same work each).
  const [unknownTarget] = vi.mocked(verify).mock.calls[0]!;
  const [knownTarget] = vi.mocked(verify).mock.calls[1]!;
  const params = (h: string | Uint8Array) => String(h).split("$").slice(1, 4).join("$");
  expect(params(unknownTarget)).toBe(params(knownTarget));
});
