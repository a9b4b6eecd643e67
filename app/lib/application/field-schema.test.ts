import { expect, test } from "vitest";
import { defineField } from "./define-field";
import { TOO_LONG_MESSAGE, UNREADABLE_MESSAGE } from "./field-read";
import { fieldSchema, toInputValue } from "./field-schema";
import { TODAY } from "./test-fixtures";
import type { CalendarDay, FieldDef, FieldKind } from "./types";

function field(kind: FieldKind, extra: Partial<FieldDef> = {}): FieldDef {
  return defineField({
    name: "x",
    label: "X",
    kind,
    options: [
      { value: "a", label: "A" },
      { value: "b", label: "B" },
      { value: "none", label: "None of these" },
    ],
    ...extra,
  });
}

/** The normalised value, or the message of the first issue. */
function parse(f: FieldDef, raw: unknown, today: CalendarDay | null = TODAY): unknown {
  const result = fieldSchema(f, today).safeParse(raw);
  return result.success ? result.data : { message: result.error.issues[0]!.message };
}

const msg = (message: string) => ({ message });

test("money: '$1,234.56' is 123456 cents; whole dollars, spaces and JSON numbers too", () => {
  const money = field("money");
  expect(parse(money, "$1,234.56")).toBe(123456);
  expect(parse(money, " 250,000 ")).toBe(25000000);
  expect(parse(money, "1234.5")).toBe(123450);
  expect(parse(money, "0.07")).toBe(7);
  expect(parse(money, ".5")).toBe(50);
  expect(parse(money, "1,234.")).toBe(123400);
  expect(parse(money, 1234.56)).toBe(123456);
  expect(parse(money, "0")).toBe(0);
  expect(parse(money, "90,000,000,000")).toBe(9_000_000_000_000);
});

test("money: wrong input gets a sentence saying what to type", () => {
  const money = field("money");
  const invalid = msg("Enter a dollar amount using numbers only, like 250,000 or 1,234.56.");
  for (const bad of ["abc", "-5", "12.345", "1e5", "$", "1.2.3", "١٢٣"]) {
    expect(parse(money, bad), bad).toEqual(invalid);
  }
  expect(parse(money, "90,000,000,000.01")).toEqual(
    msg("Enter an amount of $90,000,000,000 or less."),
  );
  expect(parse(field("money", { min: 1 }), "0")).toEqual(msg("Enter an amount of at least $1."));
  expect(parse(field("money", { max: 1000 }), "1000.01")).toEqual(
    msg("Enter an amount of $1,000 or less."),
  );
});

test("percent: up to 3 decimals from 0 to 100 (or the field's max)", () => {
  const percent = field("percent");
  expect(parse(percent, "6.125")).toBe(6.125);
  expect(parse(percent, "6.5%")).toBe(6.5);
  expect(parse(percent, "100")).toBe(100);
  const invalid = msg("Enter a percentage from 0 to 100, like 6.125.");
  for (const bad of ["100.001", "6.1234", "-1", "six", "1,000"]) {
    expect(parse(percent, bad), bad).toEqual(invalid);
  }
  expect(parse(field("percent", { max: 25 }), "30")).toEqual(
    msg("Enter a percentage from 0 to 25, like 6.125."),
  );
});

test("number: whole numbers within the field's bounds (years 0 to 99 by default)", () => {
  const years = field("number");
  expect(parse(years, "0")).toBe(0);
  expect(parse(years, "99")).toBe(99);
  expect(parse(years, 12)).toBe(12);
  for (const bad of ["100", "1.5", "-1", "ten", 1.5]) {
    expect(parse(years, bad), String(bad)).toEqual(msg("Enter a whole number from 0 to 99."));
  }
  expect(parse(field("number", { max: 11 }), "12")).toEqual(
    msg("Enter a whole number from 0 to 11."),
  );
});

test("date: MM/DD/YYYY between 01/01/1900 and 01/01/2100, stored as ISO", () => {
  const date = field("date");
  expect(parse(date, "04/15/1985")).toBe("1985-04-15");
  expect(parse(date, "4/5/1985")).toBe("1985-04-05");
  expect(parse(date, "01/01/1900")).toBe("1900-01-01");
  expect(parse(date, "01/01/2100")).toBe("2100-01-01");
  expect(parse(date, "02/29/2024")).toBe("2024-02-29");
  expect(parse(date, "1985-04-15")).toEqual(msg("Enter the date as MM/DD/YYYY, like 04/15/1985."));
  expect(parse(date, "02/29/2023")).toEqual(
    msg("That date doesn't exist. Check the month and the day."),
  );
  expect(parse(date, "13/01/2000")).toEqual(
    msg("That date doesn't exist. Check the month and the day."),
  );
  expect(parse(date, "12/31/1899")).toEqual(msg("Enter a date between 01/01/1900 and 01/01/2100."));
  expect(parse(date, "01/02/2100")).toEqual(msg("Enter a date between 01/01/1900 and 01/01/2100."));
});

test("date of birth: 18 or older on the day passed in, never in the future", () => {
  const dob = field("date", { dateRule: "birth" });
  const today = { year: 2025, month: 6, day: 15 };
  expect(parse(dob, "06/15/2007", today)).toBe("2007-06-15");
  expect(parse(dob, "06/16/2007", today)).toEqual(
    msg("You must be at least 18 years old to apply."),
  );
  expect(parse(dob, "06/16/2025", today)).toEqual(
    msg("Your date of birth can't be in the future."),
  );
  // Born on 29 February: 18 on 1 March of a common year.
  expect(parse(dob, "02/29/2008", { year: 2026, month: 2, day: 28 })).toEqual(
    msg("You must be at least 18 years old to apply."),
  );
  expect(parse(dob, "02/29/2008", { year: 2026, month: 3, day: 1 })).toBe("2008-02-29");
  // Without a today, only the calendar rules apply.
  expect(parse(dob, "06/16/2020", null)).toBe("2020-06-16");
});

test("a field's schema is built once per day, and a later day gets its own rules", () => {
  const dob = field("date", { dateRule: "birth" });
  const day = (d: number) => ({ year: 2025, month: 6, day: d });
  expect(fieldSchema(dob, day(15))).toBe(fieldSchema(dob, day(15)));
  expect(fieldSchema(dob, day(15))).not.toBe(fieldSchema(dob, day(16)));
  // Born 06/20/2007: 18 from 06/20/2025 on, whichever days were asked for before.
  for (const d of [14, 15, 16, 17, 18, 19]) {
    expect(parse(dob, "06/20/2007", day(d)), `on 06/${d}`).toEqual(
      msg("You must be at least 18 years old to apply."),
    );
  }
  expect(parse(dob, "06/20/2007", day(20))).toBe("2007-06-20");
  expect(parse(dob, "06/20/2007", day(19))).toEqual(
    msg("You must be at least 18 years old to apply."),
  );
});

test("month-year: MM/YYYY (a single month digit is accepted), stored as YYYY-MM", () => {
  const month = field("month-year", { dateRule: "past" });
  expect(parse(month, "06/2019")).toBe("2019-06");
  expect(parse(month, "6/2019")).toBe("2019-06");
  expect(parse(month, "06/2025")).toBe("2025-06");
  expect(parse(month, "07/2025")).toEqual(msg("This date can't be in the future."));
  expect(parse(month, "13/2019")).toEqual(msg("Enter a month from 01 to 12."));
  expect(parse(month, "12/1899")).toEqual(msg("Enter a date between 01/1900 and 01/2100."));
  expect(parse(month, "2019-06")).toEqual(
    msg("Enter the month and year as MM/YYYY, like 06/2019."),
  );
});

test("zip: 5 digits (ZIP+4 is cut to 5)", () => {
  const zip = field("zip");
  expect(parse(zip, "97204")).toBe("97204");
  expect(parse(zip, "97204-1234")).toBe("97204");
  expect(parse(zip, 97204)).toBe("97204");
  for (const bad of ["9720", "972041", "ABCDE"]) {
    expect(parse(zip, bad)).toEqual(msg("Enter a 5-digit ZIP code."));
  }
});

test("tel: 10-digit US numbers in any common format, stored as digits", () => {
  const tel = field("tel");
  for (const ok of [
    "(503) 555-0142",
    "503-555-0142",
    "503.555.0142",
    "+1 503 555 0142",
    "15035550142",
  ]) {
    expect(parse(tel, ok), ok).toBe("5035550142");
  }
  for (const bad of ["555-0142", "(103) 555-0142", "(503) 155-0142", "503555014", "call me"]) {
    expect(parse(tel, bad), bad).toEqual(
      msg("Enter a 10-digit US phone number, like (503) 555-0142."),
    );
  }
});

test("email: a valid address, lower-cased, at most 254 characters", () => {
  const email = field("email");
  expect(parse(email, " Pat.Lee@Example.COM ")).toBe("pat.lee@example.com");
  for (const bad of ["pat", "pat@", "@example.com", "pat@example", "pat lee@example.com"]) {
    // Spec 5's default message of the validator, word for word.
    expect(parse(email, bad), bad).toEqual(msg("This value should be a valid email."));
  }
  expect(parse(email, `${"a".repeat(250)}@example.com`)).toEqual(
    msg("Keep this answer to 254 characters or fewer."),
  );
});

test("name: letters, spaces, hyphens, periods and apostrophes only", () => {
  const name = field("name");
  for (const ok of ["Mary-Jane", "O'Neil", "José", "J. R.", "Nguyễn", "D’Angelo"]) {
    expect(parse(name, ok), ok).toBe(ok);
  }
  expect(parse(name, "  Ann   Marie ")).toBe("Ann Marie");
  for (const bad of ["R2D2", "<script>", "-Ann", "Ann!"]) {
    expect(parse(name, bad), bad).toEqual(
      msg("Use only letters, spaces, hyphens (-), periods (.) and apostrophes (')."),
    );
  }
  expect(parse(name, "A".repeat(51))).toEqual(msg("Keep this answer to 50 characters or fewer."));
});

test("ssn: 9 digits that could be a real Social Security number", () => {
  const ssn = field("ssn");
  expect(ssn.sensitive).toBe(true);
  expect(ssn.mask).toBe("ssn");
  expect(parse(ssn, "123-45-6789")).toBe("123456789");
  expect(parse(ssn, "123 45 6789")).toBe("123456789");
  expect(parse(ssn, "12345678")).toEqual(
    msg("Enter your 9-digit Social Security number, like 123-45-6789."),
  );
  for (const bad of ["000-12-3456", "666-12-3456", "912-34-5678", "123-00-4567", "123-45-0000"]) {
    expect(parse(ssn, bad), bad).toEqual(
      msg("That isn't a valid Social Security number. Check the 9 digits and try again."),
    );
  }
});

test("state: a USPS code or a state's full name", () => {
  const withStates = defineField({ name: "s", label: "State", kind: "state" });
  expect(withStates.options).toHaveLength(56);
  expect(parse(withStates, "or")).toBe("OR");
  expect(parse(withStates, "Oregon")).toBe("OR");
  expect(parse(withStates, "district of columbia")).toBe("DC");
  expect(parse(withStates, "XX")).toEqual(msg("Choose a US state from the list."));
});

test("radio and select: only the option values", () => {
  for (const kind of ["radio", "select"] as const) {
    const choice = field(kind);
    expect(parse(choice, "a")).toBe("a");
    expect(parse(choice, "A")).toEqual(msg("Choose from the options shown."));
    expect(parse(choice, "__proto__")).toEqual(msg("Choose from the options shown."));
  }
});

test("checkbox: 'on'/'true' is ticked; absent, '' and 'false' are not", () => {
  const box = field("checkbox");
  for (const ticked of ["on", "true", "ON", true, 1, ["false", "on"]]) {
    expect(parse(box, ticked), String(ticked)).toBe(true);
  }
  for (const unticked of [undefined, null, "", "off", "false", false, ["false"]]) {
    expect(parse(box, unticked), String(unticked)).toBe(false);
  }
  for (const bad of ["please", { on: true }, 2]) {
    expect(parse(box, bad)).toEqual(msg(UNREADABLE_MESSAGE));
  }
});

test("checkbox group: option values in option order, an exclusive option alone", () => {
  const group = field("checkbox-group", { exclusiveOption: "none" });
  expect(parse(group, ["b", "a", "b"])).toEqual(["a", "b"]);
  expect(parse(group, "a")).toEqual(["a"]);
  expect(parse(group, undefined)).toEqual([]);
  expect(parse(group, ["none"])).toEqual(["none"]);
  expect(parse(group, ["a", "zzz"])).toEqual(msg("Choose from the options shown."));
  expect(parse(group, ["a", "none"])).toEqual(
    msg("Choose “None of these” on its own, or the other answers without it."),
  );
  expect(parse(group, [{}])).toEqual(msg(UNREADABLE_MESSAGE));
  expect(parse(group, Array(100).fill("a"))).toEqual(msg(UNREADABLE_MESSAGE));
});

test("text: trimmed, control characters and runs of spaces collapsed, capped", () => {
  const text = field("text");
  expect(parse(text, "  Acme\u0000  Corp\n ")).toBe("Acme Corp");
  expect(parse(text, "   ")).toBeUndefined();
  expect(parse(text, "a".repeat(101))).toEqual(msg("Keep this answer to 100 characters or fewer."));
  expect(parse(field("text", { maxLength: 30 }), "a".repeat(31))).toEqual(
    msg("Keep this answer to 30 characters or fewer."),
  );
});

test("every kind: no answer is undefined, an object or a huge string is refused", () => {
  const kinds: FieldKind[] = [
    "text",
    "email",
    "tel",
    "money",
    "percent",
    "number",
    "date",
    "month-year",
    "zip",
    "name",
    "ssn",
    "state",
    "radio",
    "select",
  ];
  for (const kind of kinds) {
    const f = kind === "state" ? defineField({ name: "s", label: "S", kind }) : field(kind);
    expect(parse(f, undefined), kind).toBeUndefined();
    expect(parse(f, ""), kind).toBeUndefined();
    expect(parse(f, null), kind).toBeUndefined();
    expect(parse(f, { toString: () => "a" }), kind).toEqual(msg(UNREADABLE_MESSAGE));
    expect(parse(f, ["a", "b"]), kind).toEqual(msg(UNREADABLE_MESSAGE));
    expect(parse(f, Number.NaN), kind).toEqual(msg(UNREADABLE_MESSAGE));
    expect(parse(f, "9".repeat(100_000)), kind).toEqual(msg(TOO_LONG_MESSAGE));
  }
});

test("toInputValue shows stored values as their masked inputs, and reads back the same", () => {
  const cases: [FieldDef, unknown, string | string[]][] = [
    [field("money"), 25000000, "250,000"],
    [field("money"), 123456, "1,234.56"],
    [field("money"), 5, "0.05"],
    [field("percent"), 6.125, "6.125"],
    [field("number"), 3, "3"],
    [field("date"), "1985-04-15", "04/15/1985"],
    [field("month-year"), "2019-06", "06/2019"],
    [field("tel"), "5035550142", "(503) 555-0142"],
    [field("ssn"), "123456789", "123-45-6789"],
    [field("checkbox"), true, "on"],
    [field("checkbox-group"), ["a", "b"], ["a", "b"]],
    [field("name"), "O'Neil", "O'Neil"],
  ];
  for (const [f, stored, shown] of cases) {
    expect(toInputValue(f, stored), f.kind).toEqual(shown);
    expect(parse(f, shown), f.kind).toEqual(stored);
  }
  expect(toInputValue(field("checkbox"), false)).toBeUndefined();
  expect(toInputValue(field("money"), "enc:v1:abc")).toBeUndefined();
  expect(toInputValue(field("date"), "04/15/1985")).toBeUndefined();
});
