import { GCProfiler, getHeapStatistics } from "node:v8";
import { syntheticBook } from "../../bench/books.js";
import { SLUGS } from "../../src/analyses/types.js";
import { ignoredFieldsOfBody } from "../../src/calls/ignored-fields.js";
import { parseJsonObject } from "../../src/envelope/json.js";
import { matchPath, ROUTE_PREFIX } from "../../src/gateway/routes.js";

/**
 * A child process (`node --import tsx test/support/answer-allocation.ts <requests>`) that answers
 * `requests` gateway requests one after another, in process, through the steps the gateway takes
 * for a body (src/gateway/gateway.ts, src/gateway/policy.ts): parse, the unknown-field walk, the
 * route's handler, and the answer's JSON text as bytes. The eight routes take turns on the bench's
 * 100-transaction book. It prints, as one JSON line, what V8's collector saw while it did:
 *
 * - `allocatedBytesPerAnswer`: bytes allocated on the JavaScript heap per answer (the growth of the
 *   used heap between collections, plus what each collection freed);
 * - `promotedBytes`: bytes the young-generation collections moved to the old generation (old space
 *   and large objects grown by each scavenge), the measure bench/RESULTS.md used for "Objects the
 *   young generation could not free". An answer's objects should all die young: what is promoted
 *   while nothing outlives its request is the cost those notes warn of.
 *
 * Both count bytes, not time, so a loaded machine changes them little; a warm-up first lets the
 * optimizing compiler settle, since its code allocates less than the interpreter's.
 */

const requests = Number(process.argv[2] ?? "10000");
const WARM_UP = 3_000;

const body = Buffer.from(JSON.stringify(syntheticBook(100)));
const handlers = SLUGS.map((slug) => {
  const match = matchPath(`${ROUTE_PREFIX}${slug}`);
  if (match.kind !== "route") throw new Error(`no route for ${slug}`);
  return match.handler;
});

/** One request's path through the gateway; returns the answer's length so none of it is dead code. */
function answerOne(index: number): number {
  const parsed = parseJsonObject(body);
  if (!parsed.ok) throw new Error(parsed.message);
  const ignored = ignoredFieldsOfBody(parsed);
  const result = handlers[index % handlers.length]!(parsed.envelope);
  if (!result.ok) throw new Error(JSON.stringify(result.violations));
  return Buffer.from(JSON.stringify(result.response), "utf8").length + ignored.length;
}

let answered = 0;
for (let i = 0; i < WARM_UP; i++) answered += answerOne(i);

const profiler = new GCProfiler();
const usedBefore = getHeapStatistics().used_heap_size;
profiler.start();
for (let i = 0; i < requests; i++) answered += answerOne(i);
const { statistics } = profiler.stop();
const usedAfter = getHeapStatistics().used_heap_size;

type Spaces = { spaceName: string; spaceUsedSize: number }[];
const used = (spaces: Spaces, ...names: string[]) => spaces.filter((space) => names.includes(space.spaceName)).reduce((sum, space) => sum + space.spaceUsedSize, 0);

let promotedBytes = 0;
let freedBytes = 0;
let scavenges = 0;
for (const gc of statistics) {
  freedBytes += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
  if (gc.gcType !== "Scavenge") continue;
  scavenges += 1;
  promotedBytes += used(gc.afterGC.heapSpaceStatistics, "old_space", "large_object_space") - used(gc.beforeGC.heapSpaceStatistics, "old_space", "large_object_space");
}
// What the heap grew by over the run, plus what every collection freed, is what was allocated.
const allocatedBytes = usedAfter - usedBefore + freedBytes;

process.stdout.write(
  `${JSON.stringify({
    requests,
    answeredBytes: answered,
    allocatedBytesPerAnswer: Math.round(allocatedBytes / requests),
    promotedBytes,
    scavenges,
    markCompacts: statistics.filter((gc) => gc.gcType !== "Scavenge").length,
  })}\n`,
);
