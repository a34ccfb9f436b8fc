import { describe, expect, it } from "vitest";
import { parseDay } from "../../src/domain/dates.js";

/** The definition parseDay's digit-by-digit path must agree with: Date.UTC's own calendar. */
function byDateUtc(year: number, month: number, day: number): number | undefined {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

const text = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

describe("parseDay", () => {
  it("gives Date.UTC's day for every YYYY-MM-DD from 1899 to 2101, and refuses impossible days", () => {
    const disagreements: string[] = [];
    for (let year = 1899; year <= 2101; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          if (parseDay(text(year, month, day)) !== byDateUtc(year, month, day)) disagreements.push(text(year, month, day));
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("knows the century leap-year rule: 29 February 2000 exists, 1900 and 2100 have none", () => {
    expect(parseDay("2000-02-29")).toBe(Date.UTC(2000, 1, 29) / 86_400_000);
    expect(parseDay("1900-02-29")).toBeUndefined();
    expect(parseDay("2100-02-29")).toBeUndefined();
  });

  it("reads years 0000–0099 as Date.UTC does (1900–1999), on both paths alike", () => {
    expect(parseDay("0099-12-31")).toBe(Date.UTC(1999, 11, 31) / 86_400_000);
    expect(parseDay("0099-12-31")).toBe(parseDay("0099-12-31T00:00:00Z"));
    // From year 100 on, Date.UTC takes the year as written.
    expect(parseDay("0100-01-01")).toBe(Date.UTC(100, 0, 1) / 86_400_000);
  });

  it("refuses ten characters that only look like a date", () => {
    for (const bad of ["2024-1-011", "2024-01-1a", "2024/01/01", "2024--1-01", "2024-+1-01", "2024-01-+1", "+024-01-01", "2024-0٣-01", " 024-01-01"]) {
      expect(parseDay(bad), bad).toBeUndefined();
    }
  });

  it("still reads RFC 3339 timestamps by their own calendar date", () => {
    expect(parseDay("2024-03-31T23:30:00-05:00")).toBe(Date.UTC(2024, 2, 31) / 86_400_000);
    expect(parseDay("2024-02-30T10:00:00Z")).toBeUndefined();
  });
});
