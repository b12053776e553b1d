/**
 * A throwaway PostgreSQL cluster for tests: Debian's `initdb` and `pg_ctl` (package `postgresql`, installed by
 * scripts/preflight.mjs), a data folder and a Unix socket in a temporary folder, no TCP. `initdb` refuses to run as
 * root, so as root the cluster runs as `nobody`, in a folder that user owns. When it cannot start, this throws with
 * the reason: tests against PostgreSQL fail, they are never skipped.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TestPostgres {
  /** `postgres://postgres@localhost/postgres?host=<socket folder>` */
  url: string;
  stop(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error(
      `PostgreSQL is not installed (no ${root}/<version>/bin/initdb): run \`apt-get install -y postgresql\` or \`node scripts/preflight.mjs\``,
    );
  return path.join(root, versions[0], "bin");
}

export function startTestPostgres(): TestPostgres {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-docs-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync("chown", ["nobody:nogroup", dir]);
    fs.chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "setpriv" : path.join(bin, tool);
    const full = asRoot ? ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", path.join(bin, tool), ...args] : args;
    try {
      return execFileSync(command, full, {
        stdio: "pipe",
        cwd: dir,
        env: { ...process.env, LC_ALL: "C.UTF-8" },
        timeout: 60_000,
      }).toString();
    } catch (error) {
      const e = error as { stderr?: Buffer; stdout?: Buffer; message: string };
      throw new Error(`${tool} failed: ${e.stderr?.toString() || e.stdout?.toString() || e.message}`);
    }
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  // Unix socket only, fsync off: a test cluster needs no durability, and no port can clash with anyone's.
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
