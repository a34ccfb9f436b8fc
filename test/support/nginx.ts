import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import * as net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./process.js";

export interface NginxServer {
  stop(): Promise<void>;
  output(): string;
}

export interface NginxPorts {
  /** Where nginx listens for HTTP/1.1 (the JSON gateway). */
  http: number;
  /** Where nginx listens for HTTP/2 cleartext (gRPC). */
  grpc: number;
  /** The service instances' ports. */
  instances: number[];
}

/**
 * Debian's nginx in front of the service instances, configured from deploy/nginx/cashflow.conf,
 * the file docs/deployment.md gives operators: its placeholders are filled with loopback ports, and
 * it runs in the foreground with every path in a temporary prefix. (.ci/run installs nginx.)
 */
export async function startNginx(ports: NginxPorts): Promise<NginxServer> {
  const prefix = mkdtempSync(join(tmpdir(), "cashflow-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const site = readFileSync(join(ROOT, "deploy/nginx/cashflow.conf"), "utf8")
    .replaceAll("{{HTTP_LISTEN}}", `127.0.0.1:${ports.http}`)
    .replaceAll("{{GRPC_LISTEN}}", `127.0.0.1:${ports.grpc}`)
    .replaceAll("{{INSTANCES}}", ports.instances.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n    "));
  const conf = `
worker_processes 1;
error_log stderr notice;
pid ${join(prefix, "nginx.pid")};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, "body")};
  proxy_temp_path ${join(prefix, "proxy")};
  fastcgi_temp_path ${join(prefix, "fastcgi")};
  uwsgi_temp_path ${join(prefix, "uwsgi")};
  scgi_temp_path ${join(prefix, "scgi")};
${site}
}
`;
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const child: ChildProcess = spawn(existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const exited = once(child, "exit");
  // nginx says nothing when it is ready; it is ready when both ports accept a connection.
  for (const port of [ports.http, ports.grpc]) {
    await Promise.race([accepts(port), exited.then(() => Promise.reject(new Error(`nginx exited before listening:\n${text}`)))]);
  }
  return {
    output: () => text,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

/** Resolves once a TCP connection to the port succeeds, retrying on each refusal. */
async function accepts(port: number): Promise<void> {
  for (;;) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
