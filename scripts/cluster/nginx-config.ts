/**
 * nginx in front of several shop processes (docs/decisions/0145-several-processes.md): the load balancer, and the
 * standard HTTP cache for anonymous pages and public reads. It keeps only what the shop itself calls shareable
 * (`Cache-Control: public, max-age`, with its ETag and Vary); `no-store`, `private`, an answer that sets a cookie and
 * any request with a token go straight through, so a personal answer is never kept or shared.
 */
export interface NginxOptions {
  /** Address and port visitors use. */
  listen: { host: string; port: number };
  /** Ports of the shop processes on 127.0.0.1. */
  upstreamPorts: readonly number[];
  /** Folder for nginx's pid, logs, temporary files and cache. */
  dir: string;
  /** The master runs as root (CI, containers): its workers must run as root too to use the folder. */
  runAsRoot: boolean;
  /** Upper bound of the disk cache. */
  cacheMaxSize?: string;
}

export function nginxConfig({ listen, upstreamPorts, dir, runAsRoot, cacheMaxSize = '1g' }: NginxOptions): string {
  if (upstreamPorts.length === 0) throw new Error('nginx needs at least one shop process');
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n');
  return `# Written by scripts/start-cluster.ts: do not edit, it is rewritten on every start.
${runAsRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;

events {
  worker_connections 8192;
}

http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  # Media uploads are limited by the shop itself; nginx lets them through to it.
  client_max_body_size 50m;
  server_tokens off;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=shop:32m max_size=${cacheMaxSize} inactive=10m use_temp_path=off;

  upstream shop {
    least_conn;
${servers}
    keepalive 64;
  }

  # A request that carries a token is answered for that person alone: never from or into the cache. Cookies do not
  # decide it: the shop marks every answer that depends on one (a guest's cart page) no-store itself.
  map "$http_authorization$http_accesstoken" $personal {
    default 1;
    "" 0;
  }

  server {
    listen ${listen.host}:${listen.port} reuseport backlog=4096;

    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;

      # A process that is gone hands the request to the next; a request that may have changed something (POST) is
      # never sent twice. A busy process's 503 with Retry-After goes to the visitor as it is: nginx counts every answer
      # it passes on to the next as a failure and, with max_fails=1, took both busy processes out for fail_timeout and
      # answered 502 itself (docs/decisions/0265-nginx-passes-the-shops-answers.md).
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;

      proxy_cache shop;
      proxy_cache_methods GET HEAD;
      # The headers the shop's answers depend on besides the URL (the domain's key, language, site and store).
      proxy_cache_key "$scheme$http_host$request_uri|$http_apikey|$http_language|$http_site|$http_store";
      proxy_cache_bypass $personal;
      proxy_no_cache $personal;
      proxy_cache_revalidate on;
      # No cache lock: nginx holds every request for a key that is being fetched and looks again every 500 ms, also
      # when the answer turns out not to be kept (a cart session, a no-cache read), which queued those one behind the
      # other. Each shop process computes a key once for all its requests at the same time (its answer cache).
      proxy_cache_lock off;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}
