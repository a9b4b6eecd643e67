import { lender, stateLicenses } from "~/config/lender";

/**
 * The lender makes loans only on homes in the states it is licensed in (lender.ts). Every form
 * asks for the property's state with this rule (issue 14, decision 023): the select still lists
 * every state, so a borrower whose home is elsewhere reads why and whom to call, instead of
 * looking in vain for their state.
 */

/** The licensed states' names in the order of `lender.licensedStates`. */
export const LICENSED_STATE_NAMES: readonly string[] = lender.licensedStates.map(
  (code) => stateLicenses[code].stateName,
);

/** "A, B and C". */
function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const NAMES = listInWords(LICENSED_STATE_NAMES);

/**
 * The refusal: which states we lend in, and the phone number to talk it through. Under 200
 * characters, as every refusal (a longer one was refused by the hostile-input property test).
 */
export const UNLICENSED_STATE_MESSAGE = `We can only make loans on homes in ${NAMES}. Call us at ${lender.phone} to talk through your options.`;

/** The note on every step that asks for the property's state, read before anything is chosen. */
export const LICENSED_STATES_HELP = `We lend on homes in ${NAMES}.`;

/** The `onlyStates` rule of a field that asks for the property's state. */
export const LICENSED_STATES_ONLY = {
  codes: lender.licensedStates,
  message: UNLICENSED_STATE_MESSAGE,
} as const;
