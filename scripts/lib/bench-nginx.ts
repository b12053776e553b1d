/**
 * The benchmark's static baseline: Debian's nginx, one worker, unprivileged from a private
 * prefix, serving the same bytes our server sends, with precompressed `.gz` and `.br` files
 * beside each page (`gzip_static`, `brotli_static`), the very bytes the app sends: the fastest way to serve a docs site.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { scratchNginxConf } from "./nginx-conf";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Installs nginx, its brotli_static module and wrk with apt when missing and running as root; else explains. */
export function ensureBenchTools(): void {
  const missing = [
    ...(spawnSync("nginx", ["-v"]).error ? ["nginx"] : []),
    ...(fs.existsSync(BROTLI_MODULE) ? [] : ["libnginx-mod-http-brotli-static"]),
    ...(spawnSync("wrk", ["--version"]).error ? ["wrk"] : []),
  ];
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`the benchmark needs ${missing.join(" and ")}: run  sudo apt-get install -y ${missing.join(" ")}`);
  }
  console.log(`bench: installing ${missing.join(", ")}`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** Writes a page's bytes as `<dir><url>` (index.html for folder URLs) with its .gz and .br beside it. */
export function writeStaticPage(dir: string, url: string, bytes: { identity: Buffer; gzip: Buffer; br: Buffer }): void {
  const file = path.join(dir, url.endsWith("/") ? `${url}index.html` : `${url}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes.identity);
  fs.writeFileSync(`${file}.gz`, bytes.gzip);
  fs.writeFileSync(`${file}.br`, bytes.br);
}

/** http-level settings of every nginx the benchmark runs (the official image's nginx.conf sends files with sendfile too). */
export const NGINX_HTTP_SETTINGS = `  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;`;

export interface Nginx {
  stop(): void;
}

/** How the baseline finds a page's file from its URL. */
const TRY_PAGE_FILES = "try_files $uri $uri.html $uri/index.html =404;";

/** Headers nginx writes itself for a static file (or that belong to one answer): not copied from the app. */
const NGINX_OWN_HEADERS = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "last-modified",
  "date",
  "server",
  "connection",
  "keep-alive",
  "accept-ranges",
]);

/**
 * A `location = url` per page that adds the page's own headers as the app sent them (CSP, security headers,
 * Cache-Control, Vary): the baseline then sends the same bytes as the app and the edge, headers included.
 * Header size is not free: on a long identity page, 1.3 KB more of headers cost nginx itself 10–20 % of its rate.
 */
export function pageHeaderLocations(pages: Record<string, Record<string, string>>): string {
  const quote = (value: string) => {
    // nginx reads `$name` in a value as a variable; no page header carries one, and a change that adds one fails here.
    if (/["$\\]/.test(value)) throw new Error(`a page header nginx cannot repeat verbatim: ${value}`);
    return `"${value}"`;
  };
  return Object.entries(pages)
    .map(([url, headers]) => {
      const lines = Object.entries(headers)
        .filter(([name]) => !NGINX_OWN_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => `      add_header ${name} ${quote(value)} always;`);
      return `    location = ${url} {\n${lines.join("\n")}\n      ${TRY_PAGE_FILES}\n    }`;
    })
    .join("\n");
}

export function startNginx(prefix: string, root: string, port: number, pageHeaders: Record<string, Record<string, string>> = {}): Nginx {
  fs.mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    scratchNginxConf({
      prefix,
      main: [`load_module ${BROTLI_MODULE};`],
      workerConnections: 1024,
      http: `${NGINX_HTTP_SETTINGS}
  default_type text/html;
  charset utf-8;
  gzip_static on;
  brotli_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { ${TRY_PAGE_FILES} }
${pageHeaderLocations(pageHeaders)}
  }`,
    }),
  );
  execFileSync("nginx", ["-c", conf, "-p", prefix]);
  return {
    stop() {
      const pid = Number(fs.readFileSync(path.join(prefix, "nginx.pid"), "utf8"));
      process.kill(pid, "SIGQUIT");
    },
  };
}
