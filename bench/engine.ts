/**
 * Engine benchmark: time to validate and analyse a synthetic book for all eight routes, in process
 * (no HTTP), at several book sizes. Reports the median and p95 of repeated runs after warm-up.
 *
 *   npm run bench:engine
 */
import { performance } from "node:perf_hooks";
import { answer, prepare, SLUGS } from "../src/engine/index.js";
import { syntheticBook } from "./books.js";

const SIZES = [100, 1_000, 10_000, 100_000];
const TARGET_MS_100K = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function measure(envelope: unknown, runs: number) {
  const prepareMs: number[] = [];
  const totalMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const prepared = prepare(envelope);
    if (!prepared.ok) throw new Error(`synthetic book rejected: ${JSON.stringify(prepared.violations.slice(0, 3))}`);
    const afterPrepare = performance.now();
    for (const slug of SLUGS) {
      const result = answer(slug, prepared.prepared);
      if (!result.ok) throw new Error(`${slug} rejected the synthetic book`);
    }
    prepareMs.push(afterPrepare - start);
    totalMs.push(performance.now() - start);
  }
  prepareMs.sort((a, b) => a - b);
  totalMs.sort((a, b) => a - b);
  return { prepareMs, totalMs };
}

console.log(`Engine benchmark — Node ${process.version}, ${process.arch}`);
console.log("transactions | validate+window p50 | all 8 routes p50 | all 8 routes p95");
console.log("-----------: | -----------------: | ---------------: | ---------------:");
let result100k = 0;
for (const size of SIZES) {
  const envelope = syntheticBook(size);
  const runs = size >= 100_000 ? 30 : 200;
  measure(envelope, Math.ceil(runs / 3)); // warm-up: let the JIT settle
  const { prepareMs, totalMs } = measure(envelope, runs);
  const p50 = percentile(totalMs, 50);
  if (size === 100_000) result100k = p50;
  console.log(`${size.toLocaleString("en-US")} | ${percentile(prepareMs, 50).toFixed(2)} ms | ${p50.toFixed(2)} ms | ${percentile(totalMs, 95).toFixed(2)} ms`);
}
console.log(`\n100,000 transactions, all eight routes: ${result100k.toFixed(1)} ms (target < ${TARGET_MS_100K} ms): ${result100k < TARGET_MS_100K ? "met" : "NOT met"}`);
