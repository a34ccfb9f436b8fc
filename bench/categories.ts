/**
 * What categorizing costs the service: the analysis of a 10,000-row book shaped like a real
 * statement (bench/statement-book.ts: a description of its own on most rows, a category on 15% of
 * rows here), all eight routes from the JSON body, against the same book with a category given on
 * every row, so that nothing is inferred. The difference is the categorizer's work; the target is at
 * most 10% more. Run alone on the machine: `npm run bench:categories`.
 */
import { performance } from "node:perf_hooks";
import { answer, prepare, SLUGS } from "../src/engine/index.js";
import { statementBook } from "./statement-book.js";

const ROWS = 10_000;
const ROUNDS = 60;
const TARGET = 1.1;

function analyseBody(body: string): number {
  const start = performance.now();
  const prepared = prepare(JSON.parse(body));
  if (!prepared.ok) throw new Error(`bench book rejected: ${JSON.stringify(prepared.violations.slice(0, 3))}`);
  for (const slug of SLUGS) if (!answer(slug, prepared.prepared).ok) throw new Error(`${slug} rejected the bench book`);
  return performance.now() - start;
}

function analyseEngine(envelope: unknown): number {
  const start = performance.now();
  const prepared = prepare(envelope);
  if (!prepared.ok) throw new Error("bench book rejected");
  for (const slug of SLUGS) answer(slug, prepared.prepared);
  return performance.now() - start;
}

/**
 * The least any categorizer that reads the words could cost: one pass over the characters of every
 * row it infers (description and counterparty), doing nothing with them but a sum so that the pass is
 * not optimised away. It shows how much of the target's budget reading the text alone takes.
 */
function readEveryCharacter(texts: readonly string[]): number {
  const start = performance.now();
  let sum = 0;
  for (const text of texts) for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  if (sum === -1) throw new Error("unreachable");
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const inferring = statementBook(ROWS, { categoryShare: 0.15 });
const given = statementBook(ROWS, { categorized: true });
const bodies = [JSON.stringify(inferring), JSON.stringify(given)] as const;
const toInfer = inferring.transactions.filter((t) => t.category === undefined && t.amount_minor < 0);
const inferredRows = toInfer.length;
const inferredTexts = toInfer.flatMap((t) => [t.description, t.counterparty ?? ""]);

// Alternate the two books round by round, so drift in the machine's speed falls on both alike.
for (let i = 0; i < 10; i++) for (const body of bodies) analyseBody(body);
const timings = { body: [[], []] as number[][], engine: [[], []] as number[][], reading: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  for (const k of [0, 1] as const) {
    timings.body[k]!.push(analyseBody(bodies[k]));
    timings.engine[k]!.push(analyseEngine(k === 0 ? inferring : given));
  }
  timings.reading.push(readEveryCharacter(inferredTexts));
}
const [bodyInfer, bodyGiven] = timings.body.map(median) as [number, number];
const [engineInfer, engineGiven] = timings.engine.map(median) as [number, number];
console.log(`Categorizing, ${ROWS.toLocaleString("en-US")} statement-shaped rows (${inferredRows.toLocaleString("en-US")} outflows to infer), median of ${ROUNDS} — Node ${process.version}`);
console.log("| analysis, all eight routes | categories given | categories inferred | ratio |");
console.log("|---|---:|---:|---:|");
console.log(`| from the JSON body | ${bodyGiven.toFixed(2)} ms | ${bodyInfer.toFixed(2)} ms | ×${(bodyInfer / bodyGiven).toFixed(3)} |`);
console.log(`| from the parsed envelope | ${engineGiven.toFixed(2)} ms | ${engineInfer.toFixed(2)} ms | ×${(engineInfer / engineGiven).toFixed(3)} |`);
const ratio = bodyInfer / bodyGiven;
const reading = median(timings.reading);
const budget = bodyGiven * (TARGET - 1);
console.log(`\nThe budget the target leaves: ${budget.toFixed(2)} ms, ${((1000 * budget) / inferredRows).toFixed(3)} µs a row to infer. Reading those rows' descriptions and counterparties once, character by character, and nothing else: ${reading.toFixed(2)} ms (${((100 * reading) / budget).toFixed(0)}% of the budget). The categorizer: ${(bodyInfer - bodyGiven).toFixed(2)} ms, ${((1000 * (bodyInfer - bodyGiven)) / inferredRows).toFixed(3)} µs a row.`);
console.log(`\nTarget: categorizing adds at most 10% (×${TARGET}) to the analysis from the body: ${ratio <= TARGET ? "met" : "NOT met"} (×${ratio.toFixed(3)}).`);
