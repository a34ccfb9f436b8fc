/**
 * What the camt reader stops on: where (an element path and its line), what it expected, and the
 * fix. Thrown inside the reader and turned into the refusal value at its edge, so the reader itself
 * never throws.
 */

export { EXPORT_AGAIN, Refusal } from "../refusal.js";

/** "element Stmt[1]/Ntry[3]/Amt (line 42)": the form every camt refusal uses for its place. */
export function placeOf(path: string, line: number): string {
  return `element ${path} (line ${line})`;
}
