import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/process.js";

/**
 * The folders of src/ are layers (docs/architecture.md): a module imports only from folders of a
 * lower layer, never from its own layer's other folders or from above. This reads every relative
 * import in src/, at any depth, and lists the ones that break the rule.
 */

const LAYER: Record<string, number> = {
  domain: 0,
  auth: 0,
  analyses: 1,
  import: 1,
  log: 1,
  narratives: 2,
  limits: 2,
  metrics: 2,
  http: 2,
  envelope: 1,
  engine: 3,
  calls: 3,
  gateway: 4,
  rpc: 4,
  report: 4,
  server: 5,
  cli: 5,
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : entry.name.endsWith(".ts") ? [join(folder, entry.name)] : [],
  );
}

describe("the layers of src/", () => {
  const src = join(ROOT, "src");
  const files = sourceFiles(src);

  it("every folder of src/ has a layer", () => {
    const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => LAYER[folder] === undefined)).toEqual([]);
  });

  it("no module imports from its own layer's other folders or from a layer above", () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = relative(src, file).split("/")[0]!;
      for (const to of importedFolders(file, src)) {
        if (to === from || LAYER[to] === undefined) continue;
        if (LAYER[to]! >= LAYER[from]!) upward.push(`${relative(ROOT, file)} → src/${to}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("the generated contract readers (gen/…_contract.ts, which import src/envelope's runtime) are imported only by src/envelope", () => {
    const outside = files.filter((file) => relative(src, file).split("/")[0] !== "envelope" && /from\s*"[^"]*gen\/[^"]*_contract\.js"/.test(readFileSync(file, "utf8")));
    expect(outside.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it("reads every relative import, from nested folders and dynamic ones too", () => {
    // A module two folders down importing two folders up, and a dynamic import, as src/cli/batch does.
    const batch = files.find((file) => file.endsWith(join("cli", "batch", "account.ts")))!;
    expect(importedFolders(batch, src)).toContain("engine");
    const run = files.find((file) => file.endsWith(join("cli", "run.ts")))!;
    expect(importedFolders(run, src)).toContain("report");
  });
});

/**
 * The top folder of src/ each relative import of `file` points into (`from "../../engine/x.js"`,
 * `export … from "./y.js"`, `import("../report/z.js")`), resolved against the file's own folder, so
 * an import from any depth is read; imports of packages and of gen/ are not src/ folders.
 */
function importedFolders(file: string, src: string): string[] {
  const folders: string[] = [];
  for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)) {
    const target = relative(src, resolve(dirname(file), match[1]!));
    if (target.startsWith("..")) continue;
    const [top, ...rest] = target.split("/");
    if (rest.length > 0) folders.push(top!);
  }
  return folders;
}
