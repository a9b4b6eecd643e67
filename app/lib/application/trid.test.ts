import { expect, test } from "vitest";
import { FORM_IDS, getForm } from "./forms";
import { TODAY, walk } from "./test-fixtures";
import { holdsTridApplication, tridItemsHeld } from "./trid";
import { validateStep } from "./engine";

const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;

// 12 CFR 1026.2(a)(3)(ii): name, income, SSN, property address, estimated property value and
// loan amount sought. Each case below lists by hand which of the six a borrower has given.

test("a buyer who found a home holds all six items only once the SSN arrives", () => {
  const { answers } = walk(purchase, { home_in_mind: { home_found: "yes", under_contract: "no" } });
  expect(holdsTridApplication(purchase, answers)).toBe(true);
  const beforeSsn = { ...answers };
  delete beforeSsn.review_and_consent;
  expect(tridItemsHeld(purchase, beforeSsn)).toEqual({
    name: true,
    income: true,
    ssn: false,
    propertyAddress: true,
    propertyValue: true,
    loanAmount: true,
  });
  expect(holdsTridApplication(purchase, beforeSsn)).toBe(false);
});

test("a buyer still looking gives no property address: never an application under TRID", () => {
  const { answers } = walk(purchase, {
    home_in_mind: { home_found: "no", purchase_timeline: "not_sure" },
  });
  expect(tridItemsHeld(purchase, answers).propertyAddress).toBe(false);
  expect(holdsTridApplication(purchase, answers)).toBe(false);
  // An address typed on the branch the buyer then left does not count.
  const found = walk(purchase, { home_in_mind: { home_found: "yes", under_contract: "no" } });
  const abandoned = { ...answers, property_address: found.answers.property_address };
  expect(holdsTridApplication(purchase, abandoned)).toBe(false);
});

test("a refinance holds all six at the end, whichever residence branch it took", () => {
  for (const use of ["primary", "investment"]) {
    const { answers } = walk(refinance, { property_use: { property_use: use } });
    expect(holdsTridApplication(refinance, answers), use).toBe(true);
    // Without the goal the loan amount (balance plus any cash out) is not known yet.
    const noGoal = { ...answers };
    delete noGoal.refinance_goal;
    expect(tridItemsHeld(refinance, noGoal).loanAmount).toBe(false);
  }
});

test("the short forms ask no income, SSN or property address: never an application under TRID", () => {
  for (const id of FORM_IDS.filter((f) => f.startsWith("short-"))) {
    const form = getForm(id)!;
    const { answers } = walk(form);
    const held = tridItemsHeld(form, answers);
    expect(held.income || held.ssn || held.propertyAddress, id).toBe(false);
    expect(holdsTridApplication(form, answers)).toBe(false);
  }
});

test("an income of $0 base pay is still the borrower's income, given", () => {
  const step = validateStep(
    purchase,
    "income",
    { base_income: "0", has_other_income: "no" },
    TODAY,
  );
  expect(step.ok).toBe(true);
  const { answers } = walk(purchase, {
    home_in_mind: { home_found: "yes", under_contract: "no" },
    income: { base_income: "0", has_other_income: "no" },
  });
  expect(tridItemsHeld(purchase, answers).income).toBe(true);
});
