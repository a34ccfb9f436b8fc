import { analyse } from "../engine/index.js";
import { SLUGS, type Slug } from "../analyses/types.js";
import type { Rejection } from "../domain/violations.js";

/** The JSON routes live under this prefix; the version is carried in the path (README, Routes). */
export const ROUTE_PREFIX = "/api/v1/";

export type RouteHandler = (envelope: unknown) => { ok: true; response: unknown } | Rejection;

/**
 * The route alias table: request path → handler, built once from the API's eight slugs and
 * matched exactly, so no pattern can make an unintended path reach the engine.
 */
export const ROUTES: ReadonlyMap<string, RouteHandler> = new Map(
  SLUGS.map((slug: Slug) => [`${ROUTE_PREFIX}${slug}`, (envelope: unknown) => analyse(slug, envelope)]),
);

export type PathMatch = { kind: "route"; handler: RouteHandler } | { kind: "retired" } | { kind: "none" };

/**
 * A path under the prefix with one non-empty segment names a slug: one of the eight, or one that
 * is retired or unknown (410). Anything else, such as `/api/v1/` or `/api/v1/a/b`, is no route.
 */
export function matchPath(path: string): PathMatch {
  const handler = ROUTES.get(path);
  if (handler !== undefined) return { kind: "route", handler };
  if (!path.startsWith(ROUTE_PREFIX)) return { kind: "none" };
  const slug = path.slice(ROUTE_PREFIX.length);
  return slug !== "" && !slug.includes("/") ? { kind: "retired" } : { kind: "none" };
}
