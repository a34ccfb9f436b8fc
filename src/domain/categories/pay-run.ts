/**
 * A pay run: two or more people paid from one account on one day, each row saying nothing but the
 * person's name and the period paid for (`K Plant — WK45` and `S Durber — WK45`, `S WAREING NOV` and
 * `J PRESTON NOV`, `K Bissell`, `D Nock` and `S Hadley`). One such payment alone says nothing of what
 * for: a person paid is as often a contractor as an employee (./person-name.ts). Several on one day
 * with no word of work beside them are wages: on the labelled corpora (53,746 rows), 41 of the 45
 * debits to a person that nothing else decided and that share their day with another person's were
 * wages, and the 4 contractors' each named the work (`GUIDING OCT 14`, `OCT WALKS`, `SCOPING`),
 * which a pay run's rows may not. This step reads 37 of the 41 as wages and none of the 4 (it misses
 * a German `Aushilfe` beside the name, a word it does not take for a period, and a Spanish name of
 * four words, whose last two it takes for more than a name).
 *
 * The only step that reads more than one row, so it runs after each row is decided, on the rows of
 * one account or one company's book: it changes only rows nothing else decided.
 */

import type { Decision } from "./index.js";
import { personsName } from "./person-name.js";
import { foldText, wordsOf } from "./text.js";

export interface PaidRow {
  /** The day paid, in any form equal for equal days (an ISO date, a day number). */
  day: string | number;
  amountMinor: number;
  counterparty?: string | undefined;
  description?: string | undefined;
}

const MONTHS = [
  "jan", "january", "januar", "janvier", "januari", "janv",
  "feb", "february", "februar", "fevrier", "februari", "fev", "fevr",
  "mar", "march", "marz", "maerz", "mars", "maart",
  "apr", "april", "avril",
  "may", "mai", "mei",
  "jun", "june", "juni", "juin",
  "jul", "july", "juli", "juillet", "juil",
  "aug", "august", "aout", "augustus",
  "sep", "sept", "september", "septembre",
  "oct", "october", "okt", "oktober", "octobre",
  "nov", "november", "novembre",
  "dec", "december", "dez", "dezember", "decembre",
];

/**
 * Words that say which period was paid, or how, and nothing of what for: months, weeks (`WK45`,
 * `KW 45`), `pay`; and the words a channel prints before or after a payee (`Sent money to`, `FPO`,
 * Zelle's `ON 11/20 REF #`). A number is a period's or a reference's. Any other word may name work.
 */
const PERIOD_OR_CHANNEL = new Set([
  ...MONTHS,
  "wk", "week", "weeks", "weekly", "kw", "woche", "semaine", "maand", "month", "monthly", "period", "pay",
  "sent", "money", "to", "payment", "faster", "fpo", "fp", "so", "zelle", "on", "ref", "conf", "jpm",
]);

const PUNCTUATION = /^[\p{P}\p{S}]+$/u;
/** The longest description or counterparty a pay run's row is read in (Zelle's `ZELLE TO … ON 11/24 REF # …` fits). */
const MAX_WAGE_LINE = 64;

/** The person a row pays, by name, when the row says nothing else but a period; undefined otherwise. */
function wageLine(row: PaidRow): string | undefined {
  // A wage's line is short: a name and a period. A longer one says more, and is not read (which
  // also keeps this step off the long references most undecided rows carry; bench/RESULTS.md).
  if ((row.description?.length ?? 0) > MAX_WAGE_LINE || (row.counterparty?.length ?? 0) > MAX_WAGE_LINE) return undefined;
  const name = personsName(row.counterparty, row.description);
  if (name === undefined) return undefined;
  const named = new Set(wordsOf(foldText(name)));
  for (const text of [row.counterparty, row.description]) {
    if (text === undefined) continue;
    for (const word of wordsOf(foldText(text))) {
      // A dash or other mark the bank prints between name and reference is no word (wordsOf keeps
      // every character beyond ASCII, as letters of names are).
      if (!named.has(word) && !PERIOD_OR_CHANNEL.has(word) && !/\d/.test(word) && !PUNCTUATION.test(word)) return undefined;
    }
  }
  return [...named].join(" ");
}

/**
 * Decides as payroll, in place, the rows of each pay run: rows of money out that nothing else
 * decided, paying a person with nothing said but a period, on a day when at least two different
 * people are so paid. `rowAt(i)` is the row `decisions[i]` was made for; it is read only for the rows
 * nothing decided (an undefined decision is a row not read at all, and left so).
 */
export function decidePayRuns(decisions: (Decision | undefined)[], rowAt: (i: number) => PaidRow): void {
  const wagesByDay = new Map<string | number, { at: number[]; people: Set<string> }>();
  for (let i = 0; i < decisions.length; i++) {
    if (decisions[i]?.decidedBy !== "none") continue;
    const row = rowAt(i);
    const person = row.amountMinor < 0 ? wageLine(row) : undefined;
    if (person === undefined) continue;
    let day = wagesByDay.get(row.day);
    if (day === undefined) wagesByDay.set(row.day, (day = { at: [], people: new Set() }));
    day.at.push(i);
    day.people.add(person);
  }
  for (const { at, people } of wagesByDay.values()) {
    if (people.size < 2) continue;
    for (const i of at) decisions[i] = { category: "payroll", decidedBy: "built-in rule", evidence: `a pay run (${people.size} people paid that day, nothing said but the period)` };
  }
}
