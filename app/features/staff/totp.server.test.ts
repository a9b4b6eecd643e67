import { Secret } from "otpauth";
import { expect, test } from "vitest";
import { totpStep } from "./totp.server";

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; at T = 59 s the 8-digit
// code is 94287082, so the 6-digit one is its last six digits, 287082 (time step 1). At
// T = 1111111109 s it is 07081804 → 081804 (step 37037036).
const SEED = Secret.fromLatin1("12345678901234567890").base32;

test("codes of the RFC 6238 test vectors are accepted in their time step", () => {
  expect(totpStep(SEED, "287082", 59_000)).toBe(1);
  expect(totpStep(SEED, "081804", 1_111_111_109_000)).toBe(37_037_036);
});

test("a code is accepted one step either side (clock drift), not two", () => {
  expect(totpStep(SEED, "287082", 59_000 + 30_000)).toBe(1);
  expect(totpStep(SEED, "287082", 59_000 + 60_000)).toBeNull();
  expect(totpStep(SEED, "000000", 59_000)).toBeNull();
  expect(totpStep(SEED, "28708", 59_000)).toBeNull();
});
