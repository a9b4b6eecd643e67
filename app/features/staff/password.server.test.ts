import { expect, test } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";

const me = { email: "pat.lee@lender.test" };

test("short, common or personal passwords are refused; a long phrase is fine", () => {
  expect(passwordProblem("short", me)).toMatch(/at least 12/);
  expect(passwordProblem("password1234", me)).toMatch(/common or breached/);
  expect(passwordProblem("Password 1234", me)).toMatch(/common or breached/);
  expect(passwordProblem("my name is pat.lee ok", me)).toMatch(/e-mail name/);
  expect(passwordProblem("harborhome!2026x", me)).toMatch(/company/);
  expect(passwordProblem("aaaaaaaaaaaaaaaa", me)).toMatch(/different characters/);
  expect(passwordProblem("x".repeat(129), me)).toMatch(/at most 128/);
  expect(passwordProblem("violet kettle under 9 moons", me)).toBeNull();
});

test("argon2id hashes verify the right password only, and a missing hash never verifies", async () => {
  const stored = await hashPassword("violet kettle under 9 moons");
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(stored, "violet kettle under 9 moons")).toBe(true);
  expect(await verifyPassword(stored, "violet kettle under 9 moon")).toBe(false);
  expect(await verifyPassword(null, "violet kettle under 9 moons")).toBe(false);
});
