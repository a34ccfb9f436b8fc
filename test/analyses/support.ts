/**
 * Small helpers shared by the route specifications: run one route on a book and hand back its
 * `structured` block (failing loudly with the violations when the book is rejected).
 * They hold no figures of their own: every expected value lives in the test beside its arithmetic.
 */
import { expect } from "vitest";
import { analyse } from "../../src/engine/index.js";
import type { AnalysisResponse, Slug, StructuredBySlug } from "../../src/analyses/types.js";

/** The last line of every narrative (docs/methodology.md, Narratives). */
export const FIXED_LINE = "Generated from structured signals using fixed templates.";

/** The whole response envelope of a book the engine must accept. */
export function responseOf<S extends Slug>(slug: S, envelope: unknown, today?: Date): AnalysisResponse<S> {
  const result = analyse(slug, envelope, today === undefined ? undefined : { today });
  if (!result.ok) {
    expect.fail(`expected ${slug} to accept the book, got violations ${JSON.stringify(result.violations)}`);
  }
  return result.response;
}

/** The `structured` block of a book the engine must accept. */
export function structuredOf<S extends Slug>(slug: S, envelope: unknown, today?: Date): StructuredBySlug[S] {
  return responseOf(slug, envelope, today).structured;
}

/** The violations of a book the engine must reject. */
export function violationsOf(slug: Slug, envelope: unknown): { field: string; issue: string }[] {
  const result = analyse(slug, envelope);
  if (result.ok) expect.fail(`expected ${slug} to reject the book, got ${JSON.stringify(result.response.structured)}`);
  return result.violations;
}

/** A transaction row in the request's own shape. */
export function tx(date: string, amount_minor: number, extra: Record<string, unknown> = {}) {
  return { date, amount_minor, ...extra };
}

/** A request envelope with the given rows and balance; `as_of` explicit unless passed as undefined. */
export function book(
  transactions: unknown[],
  current_minor: number,
  as_of: string | undefined,
  extra: Record<string, unknown> = {},
) {
  const balances: Record<string, unknown> = { current_minor };
  if (as_of !== undefined) balances.as_of = as_of;
  return { account_id: "acct-spec", transactions, balances, ...extra };
}
