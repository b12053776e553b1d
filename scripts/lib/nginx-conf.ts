import fs from "node:fs";

/**
 * The main configuration of a throw-away nginx that lives in one folder (`-p prefix`): its pid, logs
 * and temporary files stay inside, so it runs beside any system nginx and as any user.
 */
export interface ScratchNginx {
  prefix: string;
  /** Directives inside `http { }` (servers, caches, includes). */
  http: string;
  /** Lines before `events` (`load_module …;`, `daemon off;`). */
  main?: string[];
  workerConnections: number;
}

export function scratchNginxConf({ prefix, http, main = [], workerConnections }: ScratchNginx): string {
  return `${[...main, "worker_processes 1;"].join("\n")}
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp-body;
  proxy_temp_path ${prefix}/tmp-proxy;
  fastcgi_temp_path ${prefix}/tmp-fastcgi;
  uwsgi_temp_path ${prefix}/tmp-uwsgi;
  scgi_temp_path ${prefix}/tmp-scgi;
${http}
}
`;
}

/** Where the shipped edge cache runs: its cache folder, the app it fronts, the address it listens on. */
export interface EdgePlacement {
  cacheDir: string;
  upstreamPort: number;
  listenPort: number;
}

/**
 * The shipped edge cache (deploy/nginx/sms-docs.conf) with its three `# edge:` lines pointed at
 * `placement`, everything else as shipped: what the edge test and the benchmark run.
 */
export function shippedEdgeConf({ cacheDir, upstreamPort, listenPort }: EdgePlacement, file = "deploy/nginx/sms-docs.conf"): string {
  const shipped = fs.readFileSync(file, "utf8");
  const replacements: [RegExp, string][] = [
    [/\/var\/cache\/nginx\/sms-docs(?= .*# edge: cache folder)/, cacheDir],
    [/server app:3000;(?= # edge: the app)/, `server 127.0.0.1:${upstreamPort};`],
    [/listen 8080;(?= # edge: listen)/, `listen 127.0.0.1:${listenPort};`],
  ];
  return replacements.reduce((text, [pattern, value]) => {
    if (!pattern.test(text)) throw new Error(`${file} no longer has ${pattern}`);
    return text.replace(pattern, value);
  }, shipped);
}
