import type { BorrowerSlot } from "./types";

/**
 * Co-borrowers (issue 14 item 2): the borrower who fills the form is slot 1 and may add up to three
 * more borrowers (slots 2 to 4). A step asked of every borrower is built once per slot; slot 1 keeps
 * the step's plain slug ("personal_info"), the others are prefixed ("borrower2_personal_info"), so
 * answers stay keyed by step slug and a co-borrower's fields keep the same names as the borrower's.
 */
export const BORROWER_SLOTS: readonly BorrowerSlot[] = [1, 2, 3, 4];

/** The most borrowers on one application (the URLA's form has room for four). */
export const MAX_BORROWERS = 4;

/**
 * The slug of a per-borrower step for a slot.
 *
 * @example slotSlug(1, "personal_info") // "personal_info"
 * @example slotSlug(3, "personal_info") // "borrower3_personal_info"
 */
export function slotSlug(slot: BorrowerSlot, base: string): string {
  return slot === 1 ? base : `borrower${slot}_${base}`;
}

/**
 * The slot and base slug of a per-borrower step's slug; slot 1 for a plain slug.
 *
 * @example slotOf("borrower2_demographics") // { slot: 2, base: "demographics" }
 */
export function slotOf(slug: string): { slot: BorrowerSlot; base: string } {
  const match = /^borrower([234])_(.+)$/.exec(slug);
  return match
    ? { slot: Number(match[1]) as BorrowerSlot, base: match[2]! }
    : { slot: 1, base: slug };
}

/**
 * How a step's title names the person it asks about: "Co-borrower 1" for slot 2, and so on
 * (slot 1 is "you" and its titles are written for it).
 */
export function coBorrowerName(slot: BorrowerSlot): string {
  return `Co-borrower ${slot - 1}`;
}
