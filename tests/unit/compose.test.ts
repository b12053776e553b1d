/** compose.yaml stays in step with the Dockerfile, the edge-cache config and the Kubernetes Deployment. */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface ComposeService {
  build?: string;
  read_only?: boolean;
  expose?: string[];
  ports?: string[];
  volumes?: string[];
  mem_limit?: string;
  mem_reservation?: string;
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  image?: string;
  healthcheck?: { test: string[] };
}

const compose = parse(fs.readFileSync("compose.yaml", "utf8")) as { services: Record<string, ComposeService> };
const dockerfile = fs.readFileSync("Dockerfile", "utf8");
const edgeConfig = fs.readFileSync("deploy/nginx/sms-docs.conf", "utf8");
const deployment = fs.readFileSync("deploy/kubernetes/deployment.yaml", "utf8");

describe("compose.yaml", () => {
  const { app, edge } = compose.services;

  it("builds the Dockerfile and runs it like the Kubernetes Deployment", () => {
    expect(app?.build).toBe(".");
    expect(app?.read_only).toBe(true);
    expect(app?.expose).toEqual([/^EXPOSE (\d+)/m.exec(dockerfile)?.[1]]);
    expect(`${app?.mem_reservation}`.replace("m", "Mi")).toBe(/requests:[\s\S]*?memory: (\S+)/.exec(deployment)?.[1]);
    expect(`${app?.mem_limit}`.replace("m", "Mi")).toBe(/limits:[\s\S]*?memory: (\S+)/.exec(deployment)?.[1]);
    expect(Number.parseInt(app?.stop_grace_period ?? "0")).toBe(Number(/terminationGracePeriodSeconds: (\d+)/.exec(deployment)?.[1]));
  });

  it("puts the shipped edge cache in front of the app, once the app is healthy", () => {
    expect(edge?.volumes).toContain("./deploy/nginx/sms-docs.conf:/etc/nginx/conf.d/default.conf:ro");
    expect(edgeConfig).toMatch(new RegExp(`server app:${app?.expose?.[0]};`));
    const listen = /listen (\d+);/.exec(edgeConfig)?.[1];
    expect(edge?.ports?.some((port) => port.endsWith(`:${listen}`))).toBe(true);
    expect(edge?.depends_on?.app?.condition).toBe("service_healthy");
  });

  it("keeps insights in the postgres service, started before the app, with its data on a volume", () => {
    const { postgres } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:/);
    expect(postgres?.healthcheck?.test.join(" ")).toMatch(/pg_isready/);
    expect(postgres?.volumes?.some((v) => v.endsWith(":/var/lib/postgresql/data"))).toBe(true);
    const url = new URL(app?.environment?.DATABASE_URL?.replace(/\$\{[^}]+\}/g, "x") ?? "");
    expect(url.protocol).toBe("postgres:");
    expect(url.hostname).toBe("postgres");
    expect(url.pathname.slice(1)).toBe(postgres?.environment?.POSTGRES_DB);
    expect(app?.depends_on?.postgres?.condition).toBe("service_healthy");
    // Read-only root: DATA_DIR (the image's /app/data) is a volume.
    expect(app?.volumes?.some((v) => v.endsWith(":/app/data"))).toBe(true);
    expect(dockerfile).toMatch(/DATA_DIR=\/app\/data/);
  });
});
