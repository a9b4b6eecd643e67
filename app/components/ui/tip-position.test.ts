import { expect, test } from "vitest";
import { placeTip } from "./tip-position";

const viewport = { width: 375, height: 667 };
const tip = { width: 200, height: 60 };

test("above the trigger, centred, 10 px off", () => {
  // Trigger 24×24 at (100, 300): centre x = 112, so left = 112 − 100 = 12; top = 300 − 10 − 60.
  expect(placeTip({ top: 300, left: 100, width: 24, height: 24 }, tip, viewport, "top")).toEqual({
    top: 230,
    left: 12,
    side: "top",
  });
});

test("flips below when there is no room above", () => {
  // Above would start at 40 − 10 − 60 = −30 (< 8); below starts at 40 + 24 + 10 = 74.
  expect(placeTip({ top: 40, left: 100, width: 24, height: 24 }, tip, viewport, "top")).toEqual({
    top: 74,
    left: 12,
    side: "bottom",
  });
});

test("slides inside the viewport at the right edge", () => {
  // Centred it would start at 350 + 12 − 100 = 262 and end at 462; the last place that keeps
  // 8 px free is 375 − 8 − 200 = 167.
  expect(placeTip({ top: 300, left: 350, width: 24, height: 24 }, tip, viewport, "top").left).toBe(
    167,
  );
});

test("slides inside the viewport at the left edge", () => {
  expect(placeTip({ top: 300, left: 0, width: 24, height: 24 }, tip, viewport, "top").left).toBe(8);
});

test("bottom-start: below, aligned with the trigger's left edge; flips up at the bottom", () => {
  const link = { top: 100, left: 20, width: 80, height: 20 };
  expect(placeTip(link, tip, viewport, "bottom-start")).toEqual({
    top: 130,
    left: 20,
    side: "bottom",
  });
  // At 620 the tip would end at 620 + 20 + 10 + 60 = 710 > 667 − 8; above: 620 − 70 = 550.
  expect(placeTip({ ...link, top: 620 }, tip, viewport, "bottom-start")).toEqual({
    top: 550,
    left: 20,
    side: "top",
  });
});

test("no room either side: keeps the preferred side", () => {
  const tall = { width: 200, height: 400 };
  expect(placeTip({ top: 300, left: 100, width: 24, height: 24 }, tall, viewport, "top").side).toBe(
    "top",
  );
});
