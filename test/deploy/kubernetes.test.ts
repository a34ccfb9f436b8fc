import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Deployment } from "kubernetes-models/apps/v1";
import { Job } from "kubernetes-models/batch/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { Secret, Service } from "kubernetes-models/v1";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { KeyRing } from "../../src/auth/keys.js";
import { parseArgs } from "../../src/cli/args.js";
import { EXIT } from "../../src/cli/run.js";
import { loadConfig } from "../../src/server/config.js";
import { ROOT } from "../support/process.js";

/**
 * The Kubernetes example in deploy/kubernetes/ (docs/deployment.md), checked offline in two ways:
 *
 * - against the Kubernetes API's own schemas, as bundled by the kubernetes-models package (generated
 *   from the API server's OpenAPI document): types, required fields, formats. Those schemas, like the
 *   API server's, do not list unknown fields as errors, but `kubectl apply` refuses them (its default
 *   field validation is Strict), and a misspelt field such as `readinesProbe` would otherwise pass
 *   here and be silently lost. So the schema validator is also watched while it runs: every field it
 *   looks up is one the schema knows, and a field it never looks up is unknown to Kubernetes.
 * - against the server: the probes, ports, environment and grace period agree with what
 *   src/server/config.ts makes of that environment; and the batch Job's command line against the
 *   CLI's own parser, for every index the Job gives its pods.
 *
 * Broken copies of the manifests show that both checks can fail.
 */

const DIR = join(ROOT, "deploy/kubernetes");
/** Not a Kubernetes API object: kustomize's own file, checked on its own below. */
const KUSTOMIZATION = "kustomization.yaml";
/** A run started when a portfolio is to be answered, not part of the service `kubectl apply -k` keeps running. */
const BATCH_JOB = "batch-job.yaml";

type Manifest = Record<string, any>;
interface Loaded {
  file: string;
  manifest: Manifest;
}

/** The schema-backed class for each kind the example uses; a kind missing here fails the test. */
const MODELS: Record<string, { apiVersion: string; create(data: Manifest): { validate(): void } }> = {
  Deployment: { apiVersion: "apps/v1", create: (data) => new Deployment(data as any) },
  Service: { apiVersion: "v1", create: (data) => new Service(data as any) },
  Secret: { apiVersion: "v1", create: (data) => new Secret(data as any) },
  HorizontalPodAutoscaler: { apiVersion: "autoscaling/v2", create: (data) => new HorizontalPodAutoscaler(data as any) },
  PodDisruptionBudget: { apiVersion: "policy/v1", create: (data) => new PodDisruptionBudget(data as any) },
  Job: { apiVersion: "batch/v1", create: (data) => new Job(data as any) },
};

function manifestFiles(): string[] {
  return readdirSync(DIR)
    .filter((name) => name.endsWith(".yaml") && name !== KUSTOMIZATION)
    .sort();
}

/** Every YAML document of every manifest file; a YAML error fails here, naming the file. */
function loadAll(): Loaded[] {
  return manifestFiles().flatMap((file) =>
    parseAllDocuments(readFileSync(join(DIR, file), "utf8")).map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((e) => e.message).join("; ")}`);
      return { file, manifest: document.toJS() as Manifest };
    }),
  );
}

/**
 * What is wrong with one manifest, as `path message` lines (JSON pointers into the manifest): the
 * schema's errors, then every field the schema does not know. Empty when the manifest is valid.
 */
function problems(manifest: Manifest): string[] {
  const model = MODELS[manifest["kind"]];
  if (model === undefined) return [`kind ${manifest["kind"]}: no schema in this test; add it to MODELS`];
  if (manifest["apiVersion"] !== model.apiVersion) return [`/apiVersion must be ${model.apiVersion} for ${manifest["kind"]}`];
  const instance = model.create(manifest);
  const watched = watchReads(instance);
  const found: string[] = [];
  try {
    // The class's validate, run on the watched object so that every field the schema reads is seen.
    instance.validate.call(watched.proxy);
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string; message?: string }[] }).errors;
    if (errors === undefined) throw error;
    found.push(...errors.map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`));
  }
  found.push(...watched.unread().map((path) => `${path} is not a field Kubernetes knows`));
  return found;
}

/**
 * A view of `root` that records which fields of each object are read through it. Afterwards,
 * `unread` lists the fields of every object that was read from but never had that field looked up.
 * The schema validator looks up each field its schema declares, and reads every key of a map
 * (labels, annotations, stringData), so what is left is what the schema does not declare.
 */
function watchReads(root: object): { proxy: object; unread(): string[] } {
  const seen = new Map<object, Set<PropertyKey>>();
  const proxies = new WeakMap<object, object>();
  const watch = (target: object): object => {
    const known = proxies.get(target);
    if (known !== undefined) return known;
    const keys = new Set<PropertyKey>();
    seen.set(target, keys);
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        keys.add(key);
        const value: unknown = Reflect.get(object, key, receiver);
        return value !== null && typeof value === "object" ? watch(value) : value;
      },
      has(object, key) {
        keys.add(key);
        return Reflect.has(object, key);
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  const unread = (value: unknown, path: string, out: string[]): string[] => {
    if (value === null || typeof value !== "object") return out;
    if (Array.isArray(value)) {
      value.forEach((item, index) => unread(item, `${path}/${index}`, out));
      return out;
    }
    const keys = seen.get(value);
    // An object the validator never entered has no schema of its own (or sits under an unknown field).
    if (keys === undefined) return out;
    for (const [key, child] of Object.entries(value)) {
      if (!keys.has(key)) out.push(`${path}/${key}`);
      else unread(child, `${path}/${key}`, out);
    }
    return out;
  };
  return { proxy: watch(root), unread: () => unread(root, "", []) };
}

const loaded = loadAll();
const only = (kind: string, name?: string): Manifest => {
  const found = loaded.filter(({ manifest }) => manifest["kind"] === kind && (name === undefined || manifest["metadata"]?.["name"] === name));
  if (found.length !== 1) throw new Error(`expected one ${kind}${name ? ` named ${name}` : ""} in deploy/kubernetes/, found ${found.length}`);
  return found[0]!.manifest;
};
const deployment = only("Deployment");
const pod = deployment["spec"]["template"];
const container = pod["spec"]["containers"][0];
const secret = only("Secret");

/** The container's environment as the server will see it, with Secret references filled from the example Secret. */
function containerEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const variable of container["env"] as Manifest[]) {
    const ref = variable["valueFrom"]?.["secretKeyRef"];
    if (ref !== undefined) {
      expect(ref["name"], `${variable["name"]} reads the Secret of secret.example.yaml`).toBe(secret["metadata"]["name"]);
      const value = secret["stringData"]?.[ref["key"]];
      expect(value, `secret.example.yaml has the key ${ref["key"]} that ${variable["name"]} reads`).toBeTypeOf("string");
      env[variable["name"]] = value;
    } else {
      expect(variable["value"], `${variable["name"]} has a literal value or a Secret reference`).toBeTypeOf("string");
      env[variable["name"]] = variable["value"];
    }
  }
  return env;
}

function matches(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
}

describe("deploy/kubernetes/ against the Kubernetes API schemas", () => {
  it("holds the six kinds of the example", () => {
    expect(loaded.map(({ manifest }) => manifest["kind"]).sort()).toEqual(["Deployment", "HorizontalPodAutoscaler", "Job", "PodDisruptionBudget", "Secret", "Service", "Service"]);
  });

  it.each(loaded.map(({ file, manifest }) => [`${file}: ${manifest["kind"]} ${manifest["metadata"]?.["name"]}`, manifest] as const))("%s is valid", (_, manifest) => {
    expect(problems(manifest)).toEqual([]);
  });

  it("kustomization.yaml applies every manifest but the example Secret and the batch Job", () => {
    const kustomization = parseAllDocuments(readFileSync(join(DIR, KUSTOMIZATION), "utf8"))[0]!.toJS() as Manifest;
    expect(kustomization["kind"]).toBe("Kustomization");
    expect([...(kustomization["resources"] as string[])].sort()).toEqual(manifestFiles().filter((file) => file !== "secret.example.yaml" && file !== BATCH_JOB));
  });
});

describe("broken manifests fail the same checks", () => {
  const broken = (change: (copy: Manifest) => void): string[] => {
    const copy = structuredClone(deployment);
    change(copy);
    return problems(copy);
  };

  it("replicas given as text", () => {
    expect(broken((d) => (d["spec"]["replicas"] = "two"))).toEqual(["/spec/replicas must be integer"]);
  });

  it("a gRPC probe on a named port, which Kubernetes does not allow (it must be a number)", () => {
    expect(broken((d) => (d["spec"]["template"]["spec"]["containers"][0]["readinessProbe"]["grpc"]["port"] = "http"))).toContain(
      "/spec/template/spec/containers/0/readinessProbe/grpc/port must be integer",
    );
  });

  it("a misspelt field, which kubectl refuses and the schema alone would let through", () => {
    expect(
      broken((d) => {
        const c = d["spec"]["template"]["spec"]["containers"][0];
        c["readinesProbe"] = c["readinessProbe"];
        delete c["readinessProbe"];
      }),
    ).toEqual(["/spec/template/spec/containers/0/readinesProbe is not a field Kubernetes knows"]);
  });

  it("an unknown field at the top and deep inside, each named", () => {
    const found = broken((d) => {
      d["extra"] = true;
      d["spec"]["template"]["spec"]["securityContext"]["runAsNonroot"] = true;
    });
    expect(found.sort()).toEqual(["/extra is not a field Kubernetes knows", "/spec/template/spec/securityContext/runAsNonroot is not a field Kubernetes knows"]);
  });

  it("a required field missing", () => {
    expect(broken((d) => delete d["spec"]["selector"])).toEqual(["/spec must have required property selector"]);
  });

  it("while any label and annotation names pass, as maps take any key", () => {
    expect(broken((d) => (d["spec"]["template"]["metadata"]["annotations"]["example.com/anything-at-all"] = "yes"))).toEqual([]);
  });
});

describe("deploy/kubernetes/ against the server's settings", () => {
  const env = containerEnv();
  // What the server makes of this environment: throws, as the process would stop, on a bad value.
  const config = loadConfig(env);
  const httpPort = (container["ports"] as Manifest[]).find((port) => port["name"] === "http")!;
  const metricsPort = (container["ports"] as Manifest[]).find((port) => port["name"] === "metrics")!;

  it("the container port named http is the port the server listens on", () => {
    expect(httpPort["containerPort"]).toBe(config.port);
  });

  it("startup, readiness and liveness probes are gRPC health checks on that port, for the whole server", () => {
    for (const probe of ["startupProbe", "readinessProbe", "livenessProbe"]) {
      expect(container[probe]?.["grpc"], probe).toBeDefined();
      expect(container[probe]["grpc"]["port"], probe).toBe(config.port);
      // No service name: the server's overall status, which turns NOT_SERVING when it drains.
      expect(container[probe]["grpc"]["service"] ?? "", probe).toBe("");
    }
  });

  it("the grace period outlasts the preStop pause plus the server's drain time", () => {
    const preStopSeconds: number = container["lifecycle"]?.["preStop"]?.["sleep"]?.["seconds"] ?? 0;
    // config.ts's default (10 s) unless the manifest sets CASHFLOW_DRAIN_SECONDS; 10 s more when
    // workers are in use, which their supervisor allows them before killing them.
    const drainSeconds = config.drainMs / 1000 + (config.workers > 1 ? 10 : 0);
    // a few seconds for the process to log `stopped` and exit after its drain
    expect(pod["spec"]["terminationGracePeriodSeconds"]).toBeGreaterThanOrEqual(preStopSeconds + drainSeconds + 5);
  });

  it("the Secret's placeholder API key is refused by the server, so the example cannot run with a published key", () => {
    expect(config.apiKeys.length).toBeGreaterThan(0);
    expect(() => KeyRing.fromEntries(config.apiKeys, "API key")).toThrow(/whitespace/);
  });

  it("the rate limit lives in Redis and metrics are served on the container port named metrics", () => {
    expect(config.rateLimitRedisUrl).toMatch(/^rediss?:\/\//);
    expect(config.rateLimit).toBeDefined();
    expect(config.admin?.port).toBe(metricsPort["containerPort"]);
  });

  it("runs as a non-root user with a read-only root filesystem and no way to gain privileges", () => {
    const podSecurity = pod["spec"]["securityContext"] ?? {};
    const security = container["securityContext"] ?? {};
    expect(security["runAsNonRoot"] ?? podSecurity["runAsNonRoot"]).toBe(true);
    expect(security["runAsUser"] ?? podSecurity["runAsUser"]).toBeGreaterThan(0);
    expect(security["readOnlyRootFilesystem"]).toBe(true);
    expect(security["allowPrivilegeEscalation"]).toBe(false);
    expect(security["capabilities"]?.["drop"]).toContain("ALL");
  });

  it("asks Kubernetes not to add service-link variables, which share the CASHFLOW_ prefix", () => {
    expect(pod["spec"]["enableServiceLinks"]).toBe(false);
    // why: with links on, a Service named cashflow-admin would make Kubernetes set this, and the server would not start
    expect(() => loadConfig({ ...env, CASHFLOW_ADMIN_PORT: "tcp://10.0.0.7:9464" })).toThrow(/CASHFLOW_ADMIN_PORT/);
  });

  it("requests and limits CPU and memory (the autoscaler's CPU target is a share of the request)", () => {
    for (const kind of ["requests", "limits"]) {
      expect(container["resources"]?.[kind]?.["cpu"], kind).toBeDefined();
      expect(container["resources"]?.[kind]?.["memory"], kind).toBeDefined();
    }
  });
});

describe("the objects refer to each other", () => {
  const podLabels = pod["metadata"]["labels"] as Record<string, string>;

  it("the Deployment's selector picks its own pods", () => {
    expect(matches(deployment["spec"]["selector"]["matchLabels"], podLabels)).toBe(true);
  });

  it("both Services select the Deployment's pods and reach the http port as h2c", () => {
    for (const name of ["cashflow", "cashflow-headless"]) {
      const service = only("Service", name);
      expect(matches(service["spec"]["selector"], podLabels), name).toBe(true);
      const http = (service["spec"]["ports"] as Manifest[]).find((port) => port["name"] === "http")!;
      expect([container["ports"].find((port: Manifest) => port["name"] === http["targetPort"])?.["containerPort"], http["appProtocol"]], name).toEqual([
        8080,
        "kubernetes.io/h2c",
      ]);
    }
    expect(only("Service", "cashflow-headless")["spec"]["clusterIP"]).toBe("None");
  });

  it("the Service's metrics port reaches the container's metrics port", () => {
    const metrics = (only("Service", "cashflow")["spec"]["ports"] as Manifest[]).find((port) => port["name"] === "metrics")!;
    expect(metrics["targetPort"]).toBe("metrics");
  });

  it("the autoscaler scales this Deployment on CPU, from at least two pods, and the Deployment leaves it the count", () => {
    const hpa = only("HorizontalPodAutoscaler");
    expect(hpa["spec"]["scaleTargetRef"]).toEqual({ apiVersion: deployment["apiVersion"], kind: "Deployment", name: deployment["metadata"]["name"] });
    expect(hpa["spec"]["metrics"].map((metric: Manifest) => metric["resource"]?.["name"])).toEqual(["cpu"]);
    expect(hpa["spec"]["minReplicas"]).toBeGreaterThanOrEqual(2);
    expect(deployment["spec"]["replicas"]).toBeUndefined();
  });

  it("the disruption budget covers the Deployment's pods and keeps one serving at the autoscaler's minimum", () => {
    const pdb = only("PodDisruptionBudget");
    expect(matches(pdb["spec"]["selector"]["matchLabels"], podLabels)).toBe(true);
    expect(pdb["spec"]["maxUnavailable"]).toBeLessThan(only("HorizontalPodAutoscaler")["spec"]["minReplicas"]);
  });
});

describe("the batch Job splits a portfolio across its pods", () => {
  const job = only("Job");
  const jobPod = job["spec"]["template"]["spec"];
  const batch = jobPod["containers"][0];
  const completions: number = job["spec"]["completions"];
  /** The CLI's reading of the pod's command line, with $(JOB_COMPLETION_INDEX) replaced as Kubernetes replaces it. */
  const cliOf = (index: number) => parseArgs((batch["args"] as string[]).map((arg) => arg.replaceAll("$(JOB_COMPLETION_INDEX)", String(index))));

  it("is an Indexed Job whose index is each pod's --shard, so its pods together take every account", () => {
    expect(job["spec"]["completionMode"]).toBe("Indexed");
    // Every index the Job gives (0 to completions - 1) is a shard the CLI accepts, of as many shards as there are indexes
    for (let index = 0; index < completions; index++) {
      const parsed = cliOf(index);
      if (parsed.kind !== "run") expect.fail(`index ${index}: ${JSON.stringify(parsed)}`);
      expect(parsed.command).toBe("batch");
      expect(parsed.options.batch?.shard).toEqual({ index, count: completions });
    }
    // and one index more would be refused: the shard count is the Job's completions
    expect(cliOf(completions).kind).toBe("usage-error");
  });

  it("writes each shard to a file of its own on a writable volume, read from a read-only one, and resumes a retried pod's file", () => {
    const parsed = cliOf(0);
    if (parsed.kind !== "run") expect.fail("the Job's command line is refused");
    const outputs = new Set(Array.from({ length: completions }, (_, index) => (cliOf(index) as typeof parsed).options.output));
    expect(outputs.size).toBe(completions);
    expect(parsed.options.batch?.resume).toBe(true);
    const mountOf = (path: string) => (batch["volumeMounts"] as Manifest[]).find((mount) => path.startsWith(`${mount["mountPath"]}/`) || path === mount["mountPath"]);
    expect(parsed.options.batch?.inputs.map((input) => mountOf(input)?.["readOnly"])).toEqual([true]);
    expect(mountOf(parsed.options.output!)?.["readOnly"] ?? false).toBe(false);
  });

  it("runs the service's image with the CLI of package.json, as the Deployment's user and restrictions", () => {
    const bin = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { bin: Record<string, string> }).bin["cashflow"];
    expect(batch["image"]).toBe(container["image"]);
    expect(batch["command"]).toEqual(["node", bin]);
    expect(batch["workingDir"]).toBe(container["workingDir"]);
    expect(jobPod["securityContext"]["runAsUser"]).toBe(pod["spec"]["securityContext"]["runAsUser"]);
    expect(batch["securityContext"]).toEqual(container["securityContext"]);
    expect(jobPod["enableServiceLinks"]).toBe(false);
  });

  it("fails the Job on a usage error, gives up a shard whose accounts were not all answered, and retries a lost pod", () => {
    expect(jobPod["restartPolicy"]).toBe("Never");
    const rules = job["spec"]["podFailurePolicy"]["rules"] as Manifest[];
    const onExit = (code: number) => rules.find((rule) => rule["onExitCodes"]?.["values"]?.includes(code))?.["action"];
    expect(onExit(EXIT.usage)).toBe("FailJob");
    expect(onExit(EXIT.invalidInput)).toBe("FailIndex");
    // a pod killed for memory (137) is retried, up to backoffLimitPerIndex times per index
    expect(onExit(137)).toBeUndefined();
    expect(job["spec"]["backoffLimitPerIndex"]).toBeGreaterThan(0);
    for (const rule of rules.filter((r) => r["onExitCodes"] !== undefined)) expect(rule["onExitCodes"]["containerName"]).toBe(batch["name"]);
  });
});
