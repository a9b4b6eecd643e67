import { expect, test } from "vitest";
import { choiceMessage, listChoices, parseChoice } from "~/lib/format/choice";

const PERIOD = { options: [3, 5, 7, 10], unit: "years" } as const;

test("a choice field accepts exactly the values it offers", () => {
  expect(parseChoice("5", PERIOD)).toEqual({ ok: true, value: 5 });
  expect(parseChoice(" 10 ", PERIOD)).toEqual({ ok: true, value: 10 });
});

test("anything else is refused with the field's message, never read as the nearest option", () => {
  for (const text of ["4", "", null, undefined, "5.0", "05", "five", "5 years", "1e1"]) {
    expect(parseChoice(text, PERIOD)).toEqual({
      ok: false,
      message: "Choose 3, 5, 7 or 10 years.",
    });
  }
});

test("the message lists the options in plain English", () => {
  expect(listChoices([6, 12])).toBe("6 or 12");
  expect(listChoices([7])).toBe("7");
  expect(choiceMessage({ options: [6, 12], unit: "months" })).toBe("Choose 6 or 12 months.");
});
