import path from "node:path";
import { expect, test } from "vitest";
import { cycles, importGraph, layerOf } from "./import-graph";

const root = path.resolve(import.meta.dirname, "..");
const graph = importGraph(root);

test("the app's modules import each other without cycles", () => {
  expect(graph.size).toBeGreaterThan(150);
  expect(cycles(graph)).toEqual([]);
});

test("the cycle finder finds a cycle and a self-import (so the test above can fail)", () => {
  const g = new Map([
    ["a", new Set(["b"])],
    ["b", new Set(["c"])],
    ["c", new Set(["a"])],
    ["d", new Set(["d"])],
    ["e", new Set(["a"])],
  ]);
  expect(cycles(g)).toEqual([["a", "b", "c"], ["d"]]);
});

/** Where each layer may reach (README "Architecture"); lint enforces the same per import. */
const ALLOWED: Record<string, string[]> = {
  lib: ["lib", "config"],
  components: ["components", "config", "content", "utils", "lib"],
  models: ["models", "db", "lib", "utils", "config"],
  routes: ["routes", "features", "components", "lib", "content", "config", "utils", "root"],
};

test("the layers reach only where the layout rule lets them", () => {
  const wrong: string[] = [];
  for (const [from, targets] of graph) {
    const allowed = ALLOWED[layerOf(from)];
    if (!allowed) continue;
    for (const to of targets) if (!allowed.includes(layerOf(to))) wrong.push(`${from} → ${to}`);
  }
  expect(wrong).toEqual([]);
});
