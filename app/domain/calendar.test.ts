import { describe, expect, it } from "vitest";
import { addMonths } from "./calendar";

describe("addMonths", () => {
  it("keeps the day and the time of day", () => {
    expect(addMonths(new Date("2026-03-15T10:20:30.400Z"), 1).toISOString()).toBe("2026-04-15T10:20:30.400Z");
  });

  it("clamps to the last day of a shorter month", () => {
    expect(addMonths(new Date("2026-01-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addMonths(new Date("2028-01-31T00:00:00Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addMonths(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-04-30T12:00:00.000Z");
  });

  it("crosses years both ways, and twelve months is a year", () => {
    expect(addMonths(new Date("2026-11-30T00:00:00Z"), 3).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(addMonths(new Date("2028-02-29T00:00:00Z"), 12).toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(addMonths(new Date("2026-01-15T00:00:00Z"), -2).toISOString()).toBe("2025-11-15T00:00:00.000Z");
  });

  it("reads the date as UTC, whatever the local time zone", () => {
    // 23:30 UTC on Jan 31 is already Feb 1 east of UTC; the day kept is the UTC one.
    expect(addMonths(new Date("2026-01-31T23:30:00Z"), 1).toISOString()).toBe("2026-02-28T23:30:00.000Z");
  });

  it("does not change its argument", () => {
    const from = new Date("2026-01-31T00:00:00Z");
    addMonths(from, 1);
    expect(from.toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
});
