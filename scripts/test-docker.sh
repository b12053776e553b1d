#!/usr/bin/env bash
# `npm run test:docker`: builds the real Dockerfile without a Docker engine and runs the image the way
# deploy/kubernetes and compose.yaml do: its CMD as `node`, on a read-only root filesystem, no writable mount.
# Debian's buildah builds with chroot isolation from local base images made with debootstrap (no registry
# image can be pulled here): debian:bookworm-slim, and node:20-bookworm-slim (the same plus this machine's
# Node binary and npm).
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE=localhost/sms-docs:test
# Tagged as the Dockerfile's bases, so the real Dockerfile builds unchanged (--pull=never).
DEBIAN_BASE=docker.io/library/debian:bookworm-slim
NODE_BASE=docker.io/library/node:20-bookworm-slim
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
PORT=${DOCKER_TEST_PORT:-3210}
export STORAGE_DRIVER=vfs BUILDAH_ISOLATION=chroot

need=()
command -v buildah >/dev/null || need+=(buildah)
command -v podman >/dev/null || need+=(podman)
command -v debootstrap >/dev/null || need+=(debootstrap)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

echo "docker-test: dockerfilelint"
npx --no-install dockerfilelint Dockerfile

# A node base made before it carried Node's headers (below) is made again.
if podman image exists "$NODE_BASE" && ! podman image inspect --format '{{.Config.Env}}' "$NODE_BASE" | grep -q npm_config_nodedir; then
  podman rmi -f "$NODE_BASE" >/dev/null
fi
if ! podman image exists "$DEBIAN_BASE" || ! podman image exists "$NODE_BASE"; then
  echo "docker-test: making base images $DEBIAN_BASE and $NODE_BASE (debootstrap + node $(node --version))"
  rootfs=$(mktemp -d)
  debootstrap --variant=minbase bookworm "$rootfs" "$MIRROR" >/dev/null
  # As Debian's slim images: no documentation, manuals or translations, no package caches.
  rm -rf "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* \
    "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log
  tar -C "$rootfs" -c . | podman import --change 'CMD ["bash"]' - "$DEBIAN_BASE" >/dev/null
  node_prefix=$(dirname "$(dirname "$(command -v node)")")
  mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/local/lib/node_modules"
  cp "$(command -v node)" "$rootfs/usr/local/bin/node"
  cp -r "$node_prefix/lib/node_modules/npm" "$rootfs/usr/local/lib/node_modules/"
  # The official image ships Node's headers in /usr/local/include/node. better-sqlite3 falls back to
  # compiling when its prebuilt binary cannot be downloaded (GitHub is unreachable here), and node-gyp
  # would download the headers too: npm_config_nodedir points it at the local ones.
  mkdir -p "$rootfs/usr/local/include"
  cp -r "$node_prefix/include/node" "$rootfs/usr/local/include/"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  chroot "$rootfs" sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node'
  # This machine reaches the npm registry through a TLS proxy: the build base trusts the same
  # certificates the host does (a registry base image on an open network would not need it).
  mkdir -p "$rootfs/etc/ssl/certs"
  cat /etc/ssl/certs/ca-certificates.crt ${NODE_EXTRA_CA_CERTS:+"$NODE_EXTRA_CA_CERTS"} > "$rootfs/etc/ssl/certs/ca-certificates.crt"
  tar -C "$rootfs" -c . | podman import --change 'CMD ["node"]' --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' --change 'ENV npm_config_nodedir=/usr/local' - "$NODE_BASE" >/dev/null
  rm -rf "$rootfs"
fi

echo "docker-test: building $IMAGE from the Dockerfile"
# Docker format, as `docker build` makes: an OCI image config has no HEALTHCHECK.
buildah bud --format docker --isolation chroot --layers=false --pull=never -t "$IMAGE" . > /tmp/docker-test-build.log 2>&1 || { tail -40 /tmp/docker-test-build.log; exit 1; }
grep -m1 '^trace-runtime:' /tmp/docker-test-build.log || true

user=$(podman image inspect --format '{{.Config.User}}' "$IMAGE")
[ "$user" = "node" ] || { echo "image does not run as the node user: '$user'"; exit 1; }
podman image inspect --format '{{.Config.Healthcheck.Test}}' "$IMAGE" | grep -q /healthz || { echo "image has no HEALTHCHECK on /healthz"; exit 1; }

# No container runtime can start here (crun may not set rlimits in this sandbox), so the image's root
# filesystem is mounted read-only by hand, in a private mount namespace, and entered with chroot as the
# image's user: the same view of the filesystem a container with readOnlyRootFilesystem gets.
container=$(buildah from "$IMAGE")
server_pid=
cleanup() {
  # The server itself, not only the shell that started it: an orphaned server would keep the port, and the
  # next run would test it instead of its own image.
  [ -n "$server_pid" ] && kill "$(cat /tmp/docker-test-server.pid)" "$server_pid" 2>/dev/null || true
  buildah umount "$container" >/dev/null 2>&1 || true
  buildah rm "$container" >/dev/null 2>&1 || true
}
trap cleanup EXIT
root=$(buildah mount "$container")
# The one volume (DATA_DIR, /app/data): a writable folder owned by the image's user, as a volume mount gives.
data_dir=$(mktemp -d)
chown 1000:1000 "$data_dir"
workdir=$(podman image inspect --format '{{.Config.WorkingDir}}' "$IMAGE")
mapfile -t image_env < <(podman image inspect --format '{{range .Config.Env}}{{println .}}{{end}}' "$IMAGE" | grep .)
read -r -a image_cmd <<< "$(podman image inspect --format '{{range .Config.Cmd}}{{.}} {{end}}' "$IMAGE")"
in_image() {
  DATA_VOLUME=${DATA_VOLUME:-} unshare --mount --propagation private sh -c '
    root=$1 user=$2 workdir=$3; shift 3
    mount --bind "$root" "$root" && mount -o remount,bind,ro "$root" || exit 90
    [ -z "$DATA_VOLUME" ] || mount --bind "$DATA_VOLUME" "$root/app/data" || exit 92
    mount -t proc proc "$root/proc" && mount --rbind /dev "$root/dev" || exit 91
    echo $$ > /tmp/docker-test-server.pid # exec keeps the pid: this becomes the server process
    exec chroot --userspec="$user:$user" "$root" /usr/bin/env -i "$@"' \
    sh "$root" "$user" "$workdir" "${image_env[@]}" PORT="$PORT" HOST=127.0.0.1 BASE_URL=https://docs.example.com INSIGHTS_PASSWORD=docker-test \
    sh -c 'cd "$0" && exec "$@"' "$workdir" "$@"
}

echo "docker-test: nothing but the runtime in the image, and nothing writable"
in_image sh -c '
  for dir in typescript vite @remix-run/dev @playwright mermaid tsx eslint @vercel/nft; do
    test ! -e "node_modules/$dir" || { echo "build tooling in the image: node_modules/$dir"; exit 1; }
  done
  ! command -v npm >/dev/null || { echo "npm in the runtime image"; exit 1; }
  test -d node_modules/react && test -d node_modules/mdx-bundler && test -x node_modules/@esbuild/linux-x64/bin/esbuild || exit 1
  test "$(id -un)" = node || { echo "runs as $(id -un)"; exit 1; }
  grep -E "^[^ ]+ / [^ ]+ ro[, ]" /proc/mounts >/dev/null || { echo "root is not mounted read-only"; exit 1; }
  for dir in / /app /app/build /tmp /var/tmp "$HOME"; do
    ! touch "$dir/.write-test" 2>/dev/null || { echo "$dir is writable"; exit 1; }
  done
'

if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then echo "port $PORT is taken: stop what listens there"; exit 1; fi
echo "docker-test: starting the image's CMD (${image_cmd[*]}) as node on the read-only root"
DATA_VOLUME="$data_dir" in_image "${image_cmd[@]}" > /tmp/docker-test-server.log 2>&1 &
server_pid=$!
PORT="$PORT" node --input-type=module <<'EOF'
// Everything that loads code or data lazily: readiness (render + search indexes), cold pages through
// the compile worker (MDX, esbuild, Shiki), both locales, search and suggestions, sitemap, the API contract, not-found.
const base = `http://127.0.0.1:${process.env.PORT}`;
const deadline = Date.now() + 60_000;
let ready;
while (Date.now() < deadline) {
  ready = await fetch(`${base}/readyz`).catch(() => undefined);
  if (ready?.ok) break;
  await new Promise((r) => setTimeout(r, 250));
}
if (!ready?.ok) throw new Error(`never ready: ${ready ? await ready.text() : "no answer"}`);
const checks = [
  ["/healthz", 200, "live"],
  ["/", 200, "<h1"],
  ["/ru/client/balance", 200, "<h1>"],
  ["/api/json/send_sms", 200, 'class="shiki'],
  ["/ru/api/json/webhook", 200, "<h1"],
  [`/search?q=${encodeURIComponent("баланс")}`, 200, "/client/balance"],
  [`/ru/search/suggest?q=${encodeURIComponent("бал")}`, 200, "/ru/client/balance"],
  ["/sitemap.xml", 200, "<urlset"],
  ["/api/openapi.json", 200, '"openapi": "3.1.0"'],
  ["/api/xml/schema.xsd", 200, "<xs:schema"],
  ["/no-such-page", 404, "<h1"],
];
let failed = 0;
for (const [path, status, text] of checks) {
  const response = await fetch(base + path);
  const body = await response.text();
  const ok = response.status === status && body.includes(text);
  console.log(`docker-test: ${ok ? "ok  " : "FAIL"} ${response.status} ${path}`);
  if (!ok) failed += 1;
}
// Reader feedback lands in SQLite on the data volume and shows in the owner's report.
const comment = `docker-test ${Date.now()}`;
// Posted as the form's script does (not a document navigation): the answer is JSON, not the 303 of a form without JavaScript.
const posted = await fetch(`${base}/feedback`, {
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ page: "/client/balance", helpful: "no", comment }),
});
const auth = { Authorization: `Basic ${Buffer.from("insights:docker-test").toString("base64")}` };
let reported = false;
for (let i = 0; i < 40 && !reported; i++) {
  reported = (await (await fetch(`${base}/insights`, { headers: auth })).text()).includes(comment);
  if (!reported) await new Promise((r) => setTimeout(r, 250));
}
const stored = posted.status === 200 && reported;
console.log(`docker-test: ${stored ? "ok  " : "FAIL"} ${posted.status} POST /feedback, shown in /insights: ${reported}`);
if (!stored) failed += 1;
process.exit(failed ? 1 : 0);
EOF

errors=$(grep -E '"level":"error"|EROFS|read-only file system' /tmp/docker-test-server.log || true)
[ -z "$errors" ] || { echo "$errors"; exit 1; }

echo "docker-test: SIGTERM drains and exits 0"
kill -TERM "$(cat /tmp/docker-test-server.pid)"
status=0
wait "$server_pid" || status=$?
server_pid=
[ "$status" = 0 ] || { tail -20 /tmp/docker-test-server.log; echo "exit code $status after SIGTERM"; exit 1; }

ls "$data_dir"/*.sqlite* >/dev/null 2>&1 || ls "$data_dir"/*.db >/dev/null 2>&1 || { ls -la "$data_dir"; echo "no SQLite file on the data volume"; exit 1; }
rm -rf "$data_dir"

size=$(podman image inspect --format '{{.Size}}' "$IMAGE")
echo "docker-test: ok; image size $((size / 1000 / 1000)) MB ($((size / 1024 / 1024)) MiB)"
