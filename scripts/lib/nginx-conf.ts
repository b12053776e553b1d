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
