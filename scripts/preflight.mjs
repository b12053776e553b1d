// First step of `npm test`: the machine tools the suite needs beyond npm packages. Missing ones
// are installed when that is possible without asking (root with apt-get, as on a fresh CI box);
// otherwise the suite stops at once with the exact command to run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** An executable of that name on PATH (no process is started: this check must stay instant). */
function onPath(name) {
  return (process.env.PATH ?? "").split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, name), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const javac = process.env.JAVAC ?? (process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "javac") : null);

/** Debian's PostgreSQL server binaries (`/usr/lib/postgresql/<version>/bin/initdb`), for the throwaway test cluster. */
function postgresInstalled() {
  const root = "/usr/lib/postgresql";
  try {
    return fs.readdirSync(root).some((version) => executable(path.join(root, version, "bin", "initdb")));
  } catch {
    return false;
  }
}

const tools = [
  { what: `Chromium at ${chromium} (browser tests)`, present: () => executable(chromium), apt: "chromium" },
  { what: "a JDK: javac (npm run check:java)", present: () => (javac ? executable(javac) : onPath("javac")), apt: "default-jdk-headless" },
  { what: "python3 (npm run check:samples)", present: () => onPath("python3"), apt: "python3" },
  // The generated code samples are compiled or linted per language, and the cURL ones executed (npm run check:samples).
  { what: "curl (cURL samples run against the contract stub)", present: () => onPath("curl"), apt: "curl" },
  { what: "php (php -l of the PHP samples)", present: () => onPath("php"), apt: "php-cli" },
  { what: "go (go vet of the Go samples)", present: () => onPath("go"), apt: "golang-go" },
  {
    what: "Mono's C# compiler with System.Net.Http (mcs, for the C# samples)",
    present: () => onPath("mcs") && fs.existsSync("/usr/lib/mono/4.5/System.Net.Http.dll"),
    apt: "mono-mcs libmono-system-net-http4.0-cil",
  },
  { what: "nginx (edge-cache test)", present: () => onPath("nginx") || executable("/usr/sbin/nginx"), apt: "nginx" },
  { what: "PostgreSQL: initdb and pg_ctl (insights store tests)", present: postgresInstalled, apt: "postgresql" },
];

const missing = tools.filter((tool) => !tool.present());
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((tool) => tool.apt.split(" "));
const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}`;
const canInstall = process.getuid?.() === 0 && onPath("apt-get");

if (!canInstall) {
  console.error(`npm test needs ${missing.map((tool) => tool.what).join(", ")}.`);
  console.error(
    `Install ${packages.length === 1 ? "it" : "them"} (Debian/Ubuntu), then run npm test again:\n\n  sudo sh -c '${command}'\n`,
  );
  process.exit(1);
}

console.log(`preflight: installing ${packages.join(", ")}`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { stdio: "inherit", env });
const still = missing.filter((tool) => !tool.present());
if (still.length > 0) {
  console.error(`preflight: still missing after apt-get: ${still.map((tool) => tool.what).join(", ")}`);
  process.exit(1);
}
