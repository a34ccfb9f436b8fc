/**
 * Dates a program kept as local midnight and wrote as UTC instants (`2026-11-01T22:00:00.000Z` for
 * 2 November in Israel; Caspion and other JavaScript apps write every date so): the instant's own
 * calendar day is the day before the one the bank booked, east of UTC. Such a column is told by its
 * times: every cell an instant in UTC at one time of day, or two an hour apart across a change of the
 * clocks, on the hour or the half or quarter hour, and none at midnight itself. A time of noon or
 * later is midnight east of UTC, so the booked day is the next one; before noon, west of UTC, the
 * instant's own day already is it.
 */

import { formatDay, parseDay } from "../../domain/dates.js";

const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T(\d{2}):(00|15|30|45):00(?:\.0{1,3})?Z$/;

/** At least this many rows before a column's times are taken to say it. */
const MIN_ROWS = 3;

/** The UTC time of day every cell gives as local midnight east of UTC (`22:00`), or undefined where the column is no such. */
export function localMidnightEastOfUtc(cells: readonly string[]): string | undefined {
  const times = new Set<string>();
  let hours: number[] = [];
  for (const cell of cells) {
    const match = UTC_INSTANT.exec(cell.trim());
    if (match === null) return undefined;
    const time = `${match[1]}:${match[2]}`;
    if (!times.has(time)) {
      times.add(time);
      hours.push(Number(match[1]));
    }
    if (times.size > 2) return undefined;
  }
  hours = hours.sort((a, b) => a - b);
  if (cells.length < MIN_ROWS || hours[0]! < 12) return undefined;
  if (times.size === 2 && (hours[1]! - hours[0]! !== 1 || new Set([...times].map((time) => time.slice(3))).size !== 1)) return undefined;
  return [...times].sort().join(" and ");
}

/** The calendar day after a `YYYY-MM-DD` date. */
export function dayAfter(date: string): string {
  return formatDay(parseDay(date)! + 1);
}
