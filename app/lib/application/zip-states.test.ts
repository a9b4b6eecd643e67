import { describe, expect, it } from "vitest";
import csv from "../../../content/geo/us-zips.csv?raw";
import { stateOfZip } from "./zip-states";

describe("stateOfZip", () => {
  it("agrees with the bundled ZIP data set on every one of its ZIP codes", () => {
    const rows = csv.trim().split("\n").slice(1);
    expect(rows.length).toBeGreaterThan(41_000);
    const wrong = rows
      .map((row) => row.split(","))
      .filter(([zip, , state]) => stateOfZip(zip!) !== state)
      .map(([zip, , state]) => `${zip} ${state}`);
    expect(wrong).toEqual([]);
  });

  it("knows well-known ZIP codes and the odd ones out of their prefix", () => {
    expect(stateOfZip("97201")).toBe("OR"); // Portland
    expect(stateOfZip("10001")).toBe("NY"); // Manhattan
    expect(stateOfZip("06390")).toBe("NY"); // Fishers Island, in Connecticut's 063
    expect(stateOfZip("06320")).toBe("CT"); // New London
  });

  it("gives nothing for what is not a used 5-digit ZIP code", () => {
    expect(stateOfZip("00000")).toBeUndefined();
    expect(stateOfZip("9720")).toBeUndefined();
    expect(stateOfZip("97201-1234")).toBeUndefined();
  });
});
