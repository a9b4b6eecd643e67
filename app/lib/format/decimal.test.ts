import { describe, expect, test } from "vitest";
import { formatDecimal } from "./decimal";

describe("formatDecimal", () => {
  test("groups whole digits in threes", () => {
    expect(formatDecimal(0, 0)).toBe("0");
    expect(formatDecimal(999, 0)).toBe("999");
    expect(formatDecimal(1000, 0)).toBe("1,000");
    expect(formatDecimal(1234567, 0)).toBe("1,234,567");
    expect(formatDecimal(1e21, 0)).toBe("1,000,000,000,000,000,000,000");
  });

  test("rounds half away from zero on the shortest decimal form", () => {
    // 1.005 is stored as 1.00499999999999989…, but its shortest form is "1.005": half → up.
    expect(formatDecimal(1.005, 2)).toBe("1.01");
    expect(formatDecimal(2.5, 0)).toBe("3");
    expect(formatDecimal(-2.5, 0)).toBe("-3");
    expect(formatDecimal(0.125, 2)).toBe("0.13");
    expect(formatDecimal(1.994, 2)).toBe("1.99");
    // Carry through every digit: 999.995 → 1,000.00 → "1,000" (trailing zeros dropped).
    expect(formatDecimal(999.995, 2)).toBe("1,000");
    expect(formatDecimal(999.995, 2, 2)).toBe("1,000.00");
  });

  test("drops trailing zeros down to the minimum and pads up to it", () => {
    expect(formatDecimal(6.5, 3)).toBe("6.5");
    expect(formatDecimal(6.5, 3, 3)).toBe("6.500");
    expect(formatDecimal(20, 3)).toBe("20");
    expect(formatDecimal(1234.5, 2, 2)).toBe("1,234.50");
  });

  test("reads exponent forms", () => {
    // String(1.5e-7) is "1.5e-7": 0.00000015.
    expect(formatDecimal(1.5e-7, 8)).toBe("0.00000015");
    expect(formatDecimal(1.5e-7, 6)).toBe("0");
    expect(formatDecimal(2.5e-7, 6, 6)).toBe("0.000000");
    expect(formatDecimal(1.23e21, 0)).toBe("1,230,000,000,000,000,000,000");
  });

  test("a negative that rounds to zero keeps its sign, as Intl does; NaN and the infinities", () => {
    expect(formatDecimal(-0.4, 0)).toBe("-0");
    expect(formatDecimal(-0, 2)).toBe("-0");
    expect(formatDecimal(Number.NaN, 2)).toBe("NaN");
    expect(formatDecimal(Number.POSITIVE_INFINITY, 2)).toBe("∞");
    expect(formatDecimal(Number.NEGATIVE_INFINITY, 0)).toBe("-∞");
  });

  // The oracle is ICU's Intl.NumberFormat as Node ships it: what the code replaces.
  test("gives what Intl.NumberFormat('en-US') gives, over many values", () => {
    let seed = 19;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values: number[] = [0.5, 1.5, 0.045, 1.045, 8.675, 1.255, 0.0005, 123456.785];
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** Math.floor(random() * 14 - 6);
      const value = (random() - 0.3) * magnitude;
      values.push(value, Math.round(value * 1000) / 1000, Math.round(value * 100) / 100);
    }
    for (const [max, min] of [
      [0, 0],
      [2, 2],
      [2, 0],
      [3, 0],
      [3, 3],
      [1, 0],
    ] as const) {
      // eslint-disable-next-line no-restricted-syntax -- the oracle: the formatter the code replaces
      const intl = new Intl.NumberFormat("en-US", {
        maximumFractionDigits: max,
        minimumFractionDigits: min,
      });
      for (const value of values) {
        expect(formatDecimal(value, max, min), `${value} (${min}–${max})`).toBe(intl.format(value));
      }
    }
  });
});
