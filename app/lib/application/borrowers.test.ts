import { describe, expect, it } from "vitest";
import { coBorrowerName, slotOf, slotSlug } from "./borrowers";

describe("borrower slots", () => {
  it("keeps the plain slug for the borrower and prefixes co-borrowers' steps", () => {
    expect(slotSlug(1, "personal_info")).toBe("personal_info");
    expect(slotSlug(2, "personal_info")).toBe("borrower2_personal_info");
    expect(slotSlug(4, "demographics")).toBe("borrower4_demographics");
  });

  it("reads a slug back into its slot and base step", () => {
    expect(slotOf("borrower3_declarations")).toEqual({ slot: 3, base: "declarations" });
    expect(slotOf("declarations")).toEqual({ slot: 1, base: "declarations" });
    // Slot 1 is never prefixed and there is no fifth borrower.
    expect(slotOf("borrower1_x")).toEqual({ slot: 1, base: "borrower1_x" });
    expect(slotOf("borrower5_x")).toEqual({ slot: 1, base: "borrower5_x" });
  });

  it("names co-borrowers from 1", () => {
    expect(coBorrowerName(2)).toBe("Co-borrower 1");
    expect(coBorrowerName(4)).toBe("Co-borrower 3");
  });
});
