import { ConfigError, loadConfig } from "./config.js";
import { createServer } from "./server.js";

/**
 * `npm start`: configuration from the environment, one port for every surface. The output names
 * no key except the one generated when none was configured, which is printed exactly once so the
 * service is safe by default and usable at once.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = createServer(config);
  const address = await server.listen();

  const scheme = server.tls ? "https" : "http";
  const protocols = server.tls ? "h2 and HTTP/1.1 by ALPN" : "HTTP/1.1 and h2c";
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  say(`cashflow service listening on ${scheme}://${shownHost}:${address.port} (${protocols}; gRPC, gRPC-Web, Connect and JSON at /api/v1/<slug>)`);
  if (server.generatedKey !== undefined) {
    say("No API key configured (CASHFLOW_API_KEYS or CASHFLOW_API_KEYS_FILE); generated one for this process:");
    say(`  ${server.generatedKey}`);
  } else {
    say(`API keys accepted: ${server.keyFingerprints.length} (sha256 fingerprints ${server.keyFingerprints.join(", ")})`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received; draining`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: print the sentence, not a stack trace.
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
