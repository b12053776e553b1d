#!/usr/bin/env bash
# `npm run test:docker`: builds the real Dockerfile without a Docker engine and runs it.
# Debian's buildah builds with chroot isolation from a local Node 20 base image made with
# debootstrap plus this machine's Node binary (no registry image can be pulled here); the
# server is then started inside the built image and /healthz and a page are checked.
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE=localhost/sms-docs:test
# Tagged as the Dockerfile's base, so the real Dockerfile builds unchanged (--pull=never).
BASE=docker.io/library/node:20-bookworm-slim
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
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

if ! podman image exists "$BASE"; then
  echo "docker-test: making base image $BASE (debootstrap + node $(node --version))"
  rootfs=$(mktemp -d)
  debootstrap --variant=minbase bookworm "$rootfs" "$MIRROR" >/dev/null
  node_prefix=$(dirname "$(dirname "$(command -v node)")")
  mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/local/lib"
  cp "$(command -v node)" "$rootfs/usr/local/bin/node"
  cp -r "$node_prefix/lib/node_modules" "$rootfs/usr/local/lib/"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  chroot "$rootfs" sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node'
  rm -rf "$rootfs/var/cache/apt/archives"/*.deb "$rootfs/var/lib/apt/lists"/*
  # This machine reaches the npm registry through a TLS proxy: the base image trusts the
  # same certificates the host does (a registry base image on an open network would not need it).
  mkdir -p "$rootfs/etc/ssl/certs"
  cat /etc/ssl/certs/ca-certificates.crt ${NODE_EXTRA_CA_CERTS:+"$NODE_EXTRA_CA_CERTS"} > "$rootfs/etc/ssl/certs/ca-certificates.crt"
  tar -C "$rootfs" -c . | podman import --change 'CMD ["node"]' --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$BASE" >/dev/null
  rm -rf "$rootfs"
fi

echo "docker-test: building $IMAGE from the Dockerfile"
buildah bud --isolation chroot --layers=false --pull=never -t "$IMAGE" . > /tmp/docker-test-build.log 2>&1 || { tail -40 /tmp/docker-test-build.log; exit 1; }

container=$(buildah from "$IMAGE")
cleanup() { buildah rm "$container" >/dev/null 2>&1 || true; }
trap cleanup EXIT

echo "docker-test: starting the server inside the image"
user=$(buildah inspect --format '{{.OCIv1.Config.User}}' "$IMAGE")
[ "$user" = "node" ] || { echo "image does not run as the node user: '$user'"; exit 1; }
buildah run --isolation chroot --user node --env PORT=3210 --env HOST=127.0.0.1 "$container" -- sh -c '
  cd /app
  test ! -d node_modules/vite && test ! -d node_modules/@playwright && test ! -d node_modules/mermaid || { echo "dev dependencies in the image"; exit 1; }
  NODE_ENV=production node build/server.js > /tmp/server.log 2>&1 &
  for i in $(seq 100); do node -e "fetch(\"http://127.0.0.1:3210/healthz\").then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" && break; sleep 0.2; done
  node -e "
    (async () => {
      const health = await fetch(\"http://127.0.0.1:3210/healthz\");
      const page = await fetch(\"http://127.0.0.1:3210/ru/client/balance\");
      const html = await page.text();
      console.log(\"healthz\", health.status, \"page\", page.status, html.includes(\"<h1>\") ? \"has <h1>\" : \"no <h1>\");
      process.exit(health.status === 200 && page.status === 200 && html.includes(\"<h1>\") ? 0 : 1);
    })();
  " || { cat /tmp/server.log; exit 1; }
  id -un
'
size=$(podman image inspect --format '{{.Size}}' "$IMAGE")
echo "docker-test: ok; image size $((size / 1024 / 1024)) MB"
