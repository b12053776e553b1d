/**
 * deploy/kubernetes/: every manifest is valid against the Kubernetes schemas (kubernetes-models,
 * offline), and the settings that keep the site up agree with the server and the image.
 */
import fs from "node:fs";
import path from "node:path";
import { Deployment, type IDeployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { PodDisruptionBudget, type IPodDisruptionBudget } from "kubernetes-models/policy/v1";
import { Secret, Service, type ISecret, type IService } from "kubernetes-models/v1";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";

const dir = "deploy/kubernetes";

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  raw: Record<string, unknown>;
}

function readManifests(): Manifest[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".yaml") && file !== "kustomization.yaml")
    .flatMap((file) =>
      parseAllDocuments(fs.readFileSync(path.join(dir, file), "utf8")).map((doc) => {
        if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]?.message}`);
        const raw = doc.toJS() as Record<string, unknown>;
        return { file, apiVersion: String(raw.apiVersion), kind: String(raw.kind), raw };
      }),
    );
}

/** The schema model for each kind shipped; anything else is an error (it would go unvalidated). */
const models: Record<string, (raw: Record<string, unknown>) => { validate(): void }> = {
  "apps/v1 Deployment": (raw) => new Deployment(raw as unknown as IDeployment),
  "v1 Service": (raw) => new Service(raw as unknown as IService),
  "v1 Secret": (raw) => new Secret(raw as unknown as ISecret),
  "autoscaling/v2 HorizontalPodAutoscaler": (raw) => new HorizontalPodAutoscaler(raw as unknown as IHorizontalPodAutoscaler),
  "policy/v1 PodDisruptionBudget": (raw) => new PodDisruptionBudget(raw as unknown as IPodDisruptionBudget),
};

const manifests = readManifests();
const one = <T>(kind: string) => {
  const found = manifests.filter((m) => m.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]?.raw as unknown as T;
};

/** Mebibytes of a Kubernetes quantity such as 384Mi or 1Gi. */
function mebibytes(quantity: string | number | undefined): number {
  const match = /^(\d+)(Mi|Gi)$/.exec(String(quantity));
  if (!match) throw new Error(`unexpected memory quantity ${quantity}`);
  return Number(match[1]) * (match[2] === "Gi" ? 1024 : 1);
}

describe("Kubernetes manifests", () => {
  it("are valid against the Kubernetes schemas", () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual([
      "Deployment",
      "HorizontalPodAutoscaler",
      "PodDisruptionBudget",
      "Secret",
      "Service",
    ]);
    for (const manifest of manifests) {
      const model = models[`${manifest.apiVersion} ${manifest.kind}`];
      expect(model, `${manifest.file}: no schema for ${manifest.apiVersion} ${manifest.kind}`).toBeDefined();
      expect(() => model?.(manifest.raw).validate(), manifest.file).not.toThrow();
    }
  });

  it("the schema check catches a broken manifest", () => {
    const deployment = structuredClone(manifests.find((m) => m.kind === "Deployment")?.raw) as Record<string, Record<string, unknown>>;
    (deployment.spec as Record<string, unknown>).replicas = "two";
    expect(() => new Deployment(deployment as unknown as IDeployment).validate()).toThrow(/replicas/);
  });

  it("kustomization.yaml lists every manifest but the example Secret (real credentials never live in the repository)", () => {
    const kustomization = parseAllDocuments(fs.readFileSync(path.join(dir, "kustomization.yaml"), "utf8"))[0]?.toJS() as {
      resources: string[];
    };
    const applied = manifests.map((m) => m.file).filter((file) => !file.endsWith(".example.yaml"));
    expect([...kustomization.resources].sort()).toEqual([...new Set(applied)].sort());
  });

  it("insights: DATABASE_URL and INSIGHTS_PASSWORD come from the example Secret's keys, DATA_DIR is a writable volume", () => {
    const deployment = one<IDeployment>("Deployment");
    const secret = one<ISecret>("Secret");
    const pod = deployment.spec?.template.spec;
    const env = pod?.containers[0]?.env ?? [];
    for (const [name, key] of [
      ["DATABASE_URL", "database-url"],
      ["INSIGHTS_PASSWORD", "insights-password"],
    ] as const) {
      const ref = env.find((e) => e.name === name)?.valueFrom?.secretKeyRef;
      expect(ref?.name, name).toBe(secret.metadata?.name);
      expect(Object.keys(secret.stringData ?? {})).toContain(key);
      expect(ref?.key).toBe(key);
    }
    const dataDir = env.find((e) => e.name === "DATA_DIR")?.value;
    const mount = pod?.containers[0]?.volumeMounts?.find((m) => m.mountPath === dataDir);
    expect(mount, "a volume at DATA_DIR").toBeDefined();
    expect(pod?.volumes?.find((v) => v.name === mount?.name)?.emptyDir).toBeDefined();
    // The image agrees on where the data lives.
    expect(fs.readFileSync("Dockerfile", "utf8")).toMatch(new RegExp(`DATA_DIR=${dataDir}[\\s\\S]*VOLUME ${dataDir}`));
  });

  it("the Deployment keeps two pods up, probes the server's endpoints and outlasts its drain", () => {
    const deployment = one<IDeployment>("Deployment");
    const pod = deployment.spec?.template.spec;
    const container = pod?.containers[0];
    expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(container?.readinessProbe?.httpGet?.path).toBe("/readyz");
    expect(container?.livenessProbe?.httpGet?.path).toBe("/healthz");

    const dockerfile = fs.readFileSync("Dockerfile", "utf8");
    const exposed = Number(/^EXPOSE (\d+)/m.exec(dockerfile)?.[1]);
    expect(container?.ports?.[0]?.containerPort).toBe(exposed);

    // The drain is SHUTDOWN_GRACE_MS in server.ts; preStop runs before SIGTERM, inside the same grace period.
    const drainSeconds = Number(/SHUTDOWN_GRACE_MS = ([\d_]+)/.exec(fs.readFileSync("server.ts", "utf8"))?.[1]?.replace(/_/g, "")) / 1000;
    expect(drainSeconds).toBeGreaterThan(0);
    const preStop = container?.lifecycle?.preStop?.exec?.command ?? [];
    const preStopSeconds = preStop[0] === "sleep" ? Number(preStop[1]) : 0;
    expect(pod?.terminationGracePeriodSeconds).toBeGreaterThan(preStopSeconds + drainSeconds);
  });

  it("the Deployment's memory fits the heap cap the image runs with, as non-root on a read-only root", () => {
    const deployment = one<IDeployment>("Deployment");
    const pod = deployment.spec?.template.spec;
    const container = pod?.containers[0];
    // The image's CMD caps the heap; the Deployment must not replace it with an uncapped command.
    expect(container?.command).toBeUndefined();
    expect(container?.args).toBeUndefined();
    expect(fs.readFileSync("Dockerfile", "utf8")).toMatch(/CMD \[.*"--max-old-space-size=160"/);
    // Measured: 310–320 MB resident at peak (heap 160 MB plus buffers, code and the compile worker).
    expect(mebibytes(container?.resources?.requests?.memory)).toBeGreaterThanOrEqual(384);
    expect(mebibytes(container?.resources?.limits?.memory)).toBeGreaterThanOrEqual(mebibytes(container?.resources?.requests?.memory));
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    expect(container?.securityContext?.readOnlyRootFilesystem).toBe(true);
    expect(container?.securityContext?.allowPrivilegeEscalation).toBe(false);
  });

  it("the Service, autoscaler and disruption budget point at the Deployment's pods", () => {
    const deployment = one<IDeployment>("Deployment");
    const labels = deployment.spec?.template.metadata?.labels ?? {};
    expect(deployment.spec?.selector.matchLabels).toEqual(labels);
    expect(one<IService>("Service").spec?.selector).toEqual(labels);
    expect(one<IPodDisruptionBudget>("PodDisruptionBudget").spec?.selector?.matchLabels).toEqual(labels);
    const hpa = one<IHorizontalPodAutoscaler>("HorizontalPodAutoscaler");
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: "Deployment", name: deployment.metadata?.name });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(deployment.spec?.replicas ?? 0);
    // The budget must leave room to evict: fewer than the minimum number of pods.
    expect(Number(one<IPodDisruptionBudget>("PodDisruptionBudget").spec?.minAvailable)).toBeLessThan(hpa.spec?.minReplicas ?? 0);
  });
});
