import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { freePort } from "../../bench/ports.js";

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  /** Stops the process (SIGSTOP): connections stay open and commands wait, unanswered, until `thaw`. */
  freeze(): void;
  /** Lets a frozen process run again (SIGCONT): it then runs every command that waited. */
  thaw(): void;
}

/**
 * Debian's redis-server on a free loopback port, with nothing saved to disk, started for one test
 * file. Ready when it says so on stdout. (.ci/run installs the package.)
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("Ready to accept connections")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code} before it was ready:\n${output}`)));
    child.once("error", reject);
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => void child.kill("SIGSTOP"),
    thaw: () => void child.kill("SIGCONT"),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGCONT");
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
