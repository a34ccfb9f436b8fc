import { readBook, type Book, type ScenarioKnobs } from "../domain/book.js";
import { FigureOutOfRange, type Rejection } from "../domain/violations.js";
import { spendByCategory } from "../domain/spend.js";
import { buildWindow, windowNet, type CashWindow } from "../domain/window.js";
import * as narratives from "../narratives/templates.js";
import { arAccelerator } from "../analyses/ar-aging.js";
import { burnRate } from "../analyses/burn-rate.js";
import { discountLeak, discountTally } from "../analyses/discounts.js";
import { distressWarning } from "../analyses/distress.js";
import { forecast30d, payablesDueWithin30Days } from "../analyses/forecast.js";
import { historyDepth, thinHistoryNote } from "../domain/history-depth.js";
import { withLineBeforeClosing } from "../narratives/format.js";
import { healthScore } from "../analyses/health-score.js";
import { liquidityRunout } from "../analyses/liquidity.js";
import { scenarioRun } from "../analyses/scenarios.js";
import { SLUGS, type AnalysisResponse, type Slug, type StructuredBySlug } from "../analyses/types.js";

export { SLUGS, type AnalysisResponse, type Slug } from "../analyses/types.js";

/** The response envelope's `processing` object: the same on every success. */
export const PROCESSING = {
  mode: "ephemeral",
  note: "The payload was processed in memory for this request only; it is not stored, logged or cached.",
} as const;

interface Route<S extends Slug> {
  figures(book: Book, window: CashWindow): StructuredBySlug[S];
  narrative(structured: StructuredBySlug[S], context: narratives.NarrativeContext): string;
}

/** Slug → analysis and narrative: the one table every surface dispatches through. */
const ROUTES: { [S in Slug]: Route<S> } = {
  "cashflow-health-score": { figures: healthScore, narrative: narratives.healthNarrative },
  "forecast-30d-cash-position": { figures: forecast30d, narrative: narratives.forecastNarrative },
  "liquidity-runout-forecast": { figures: liquidityRunout, narrative: narratives.liquidityNarrative },
  "simulated-scenario-runner": { figures: scenarioRun, narrative: narratives.scenarioNarrative },
  "ar-aging-accelerator": { figures: (book) => arAccelerator(book), narrative: narratives.arNarrative },
  "burn-rate-optimizer": { figures: burnRate, narrative: narratives.burnNarrative },
  "distress-early-warning": { figures: distressWarning, narrative: narratives.distressNarrative },
  "early-payment-discount-leak": { figures: (book) => discountLeak(book), narrative: narratives.discountNarrative },
};

const slugSet: ReadonlySet<string> = new Set(SLUGS);

export function isSlug(value: string): value is Slug {
  return slugSet.has(value);
}

export interface AnalyseOptions {
  /** "Today" for the `as_of` default when there is neither `balances.as_of` nor a transaction. */
  today?: Date;
}

/** A validated book with its history window built once, ready for any number of routes. */
export interface PreparedBook {
  book: Book;
  window: CashWindow;
}

/** Validates an envelope and builds the shared history window. Never throws. */
export function prepare(envelope: unknown, options: AnalyseOptions = {}): { ok: true; prepared: PreparedBook } | Rejection {
  return guarded(() => {
    const read = readBook(envelope, options.today);
    if (!read.ok) return read;
    return { ok: true, prepared: { book: read.book, window: buildWindow(read.book) } };
  });
}

/** Answers one route for a prepared book. Never throws: a figure beyond exact range is a Rejection. */
export function answer<S extends Slug>(slug: S, { book, window }: PreparedBook): { ok: true; response: AnalysisResponse<S> } | Rejection {
  return guarded(() => {
    const route = ROUTES[slug] as Route<S>;
    const structured = route.figures(book, window);
    return {
      ok: true,
      response: {
        endpoint: slug,
        account_id: book.accountId,
        processing: { ...PROCESSING },
        structured,
        // Every route's narrative says when the history is too thin to mean much, just before its closing line.
        narrative: withLineBeforeClosing(route.narrative(structured, new NarrativeFacts(book, window)), thinHistoryNote(historyDepth(book, window))),
      },
    };
  });
}

/**
 * The book facts a narrative may state besides its route's figures. A class rather than an object
 * literal with a getter: V8 (Node 20) builds such a literal in a slow form whose objects outlive
 * the young generation, and one per answer made the collector's pauses several times longer
 * (bench/RESULTS.md, "Objects the young generation could not free").
 */
class NarrativeFacts implements narratives.NarrativeContext {
  readonly currency: string | undefined;
  readonly scenario: ScenarioKnobs;
  readonly balanceMinor: number;
  readonly windowNetMinor: number;
  readonly historyDays: number;

  constructor(
    private readonly book: Book,
    private readonly window: CashWindow,
  ) {
    this.currency = book.currency;
    this.scenario = book.scenario;
    this.balanceMinor = book.cash;
    this.windowNetMinor = windowNet(window);
    this.historyDays = window.days;
  }

  /** Read by the burn narrative alone: the categorized outflow, built once per prepared book. */
  get spend(): narratives.NarrativeContext["spend"] {
    return spendByCategory(this.book, this.window);
  }

  /** Read by the forecast and liquidity narratives: a pass over the payables only when they ask. */
  get payablesDue30dMinor(): number {
    return payablesDueWithin30Days(this.book);
  }

  /** Read by the discount narrative alone: a pass over the payables only when it asks. */
  get openDiscounts(): narratives.NarrativeContext["openDiscounts"] {
    const { open, openCount, nearestOpenDeadline, openWithoutDeadline } = discountTally(this.book);
    return { count: openCount, minor: open, nearestDeadline: nearestOpenDeadline, withoutDeadline: openWithoutDeadline };
  }
}

/** Validates the envelope and answers one route: the whole engine behind every surface. */
export function analyse<S extends Slug>(slug: S, envelope: unknown, options: AnalyseOptions = {}): { ok: true; response: AnalysisResponse<S> } | Rejection {
  const prepared = prepare(envelope, options);
  return prepared.ok ? answer(slug, prepared.prepared) : prepared;
}

/** Turns the engine's one internal exception, a figure beyond exact range, into a Rejection. */
function guarded<T>(run: () => T | Rejection): T | Rejection {
  try {
    return run();
  } catch (error) {
    if (error instanceof FigureOutOfRange) return { ok: false, violations: [error.violation] };
    throw error;
  }
}
