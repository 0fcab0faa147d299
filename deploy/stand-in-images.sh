#!/usr/bin/env bash
# Stand-in base images for checking `Dockerfile` and `deploy/compose.yaml` on a machine that cannot reach
# Docker Hub (only Debian's mirrors and the npm registry). They are NOT the production bases: production
# pulls the official node:20-bookworm-slim, redis:7-bookworm and nginx:1.27-bookworm. This script makes
# local images under those same tags so that `docker build` and `docker compose up` can run unchanged:
#
#   node:20-bookworm-slim  Debian bookworm (debootstrap --variant=minbase) + this machine's Node 20
#                          (`node`, npm and corepack copied to /usr/local as the official image lays them
#                          out) + a `node` user and group with id 1000. No yarn, no entrypoint script.
#   redis:7-bookworm       the same Debian base + Debian's redis-server and redis-cli (7.0), run as the
#                          `redis` user in /data with protected mode off, as the official image does.
#   nginx:1.27-bookworm    the same Debian base + nginx from Debian unstable (1.30 when this was written;
#                          bookworm's 1.22 lacks the upstream `resolve` that deploy/nginx.conf uses, 1.27.3
#                          and later have it), with the C library and OpenSSL it needs from unstable too;
#                          `nginx -g 'daemon off;'` reading /etc/nginx/nginx.conf. Unstable's Release file
#                          is read with check-valid-until=no: a mirror snapshot's can be past its date.
#
# If this machine's Node trusts an extra certificate bundle (NODE_EXTRA_CA_CERTS, e.g. an egress proxy
# that re-signs TLS), the node stand-in carries that bundle and the same variable so that npm works inside
# `docker build`; set STAND_IN_EXTRA_CA= (empty) to leave it out. The real base needs nothing of the kind.
#
# Needs root, debootstrap and a running Docker daemon. Usage: sudo deploy/stand-in-images.sh [base|node|redis|nginx ...]
# Settings: MIRROR (default http://deb.debian.org/debian), WORK (scratch folder), BUILD_NETWORK (the
# network `docker build` uses to reach the mirror, default host).
set -euo pipefail

MIRROR=${MIRROR:-http://deb.debian.org/debian}
WORK=${WORK:-/var/tmp/tinkerbox-stand-ins}
BUILD_NETWORK=${BUILD_NETWORK:-host}
EXTRA_CA=${STAND_IN_EXTRA_CA-${NODE_EXTRA_CA_CERTS:-}}
BASE=tinkerbox-stand-in/debian:bookworm-minbase

say() { printf '\n== %s\n' "$*"; }

make_base() {
  local root="$WORK/rootfs"
  rm -rf "$root"
  say "debootstrap --variant=minbase bookworm from $MIRROR"
  debootstrap --variant=minbase bookworm "$root" "$MIRROR" >"$WORK/debootstrap.log"
  # As Debian's own slim images: no documentation, manuals or translations, no package lists or caches.
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
EOF
  find "$root/usr/share/doc" -mindepth 2 ! -name copyright ! -type d -delete
  rm -rf "$root"/usr/share/{man,info,locale}/* "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin \
    "$root"/var/cache/apt/archives/*.deb "$root"/var/log/*.log
  rm -f "$root/etc/apt/sources.list"
  cat >"$root/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${MIRROR%/debian}/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  # services must not start while a package is installed in a build
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d" && chmod 755 "$root/usr/sbin/policy-rc.d"
  say "docker import -> $BASE"
  tar -C "$root" --numeric-owner -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - "$BASE"
  rm -rf "$root"
}

make_node() {
  local ctx="$WORK/node" node npm_root version
  node=$(command -v node)
  version=$(node -p 'process.versions.node')
  [[ $version == 20.* ]] || { echo "this machine's node is $version, not 20" >&2; exit 1; }
  npm_root=$(npm root -g)
  rm -rf "$ctx" && mkdir -p "$ctx/lib"
  cp "$(readlink -f "$node")" "$ctx/node"
  cp -a "$npm_root/npm" "$npm_root/corepack" "$ctx/lib/"
  : >"$ctx/extra-ca.pem"
  if [[ -n $EXTRA_CA ]]; then cp "$EXTRA_CA" "$ctx/extra-ca.pem"; echo "extra CA bundle: $EXTRA_CA"; fi
  say "node:20-bookworm-slim (Node $version from $node)"
  docker build --network "$BUILD_NETWORK" -t node:20-bookworm-slim -f - "$ctx" <<EOF
FROM $BASE
COPY node /usr/local/bin/node
COPY lib/ /usr/local/lib/node_modules/
COPY extra-ca.pem /usr/local/share/stand-in-extra-ca.pem
RUN groupadd --gid 1000 node \\
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && ln -s ../lib/node_modules/corepack/dist/corepack.js /usr/local/bin/corepack \\
 && if [ -s /usr/local/share/stand-in-extra-ca.pem ]; then :; else rm /usr/local/share/stand-in-extra-ca.pem; fi \\
 && node -v && npm -v
ENV NODE_VERSION=$version${EXTRA_CA:+ NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in-extra-ca.pem}
CMD ["node"]
EOF
  rm -rf "$ctx"
}

make_redis() {
  say "redis:7-bookworm (Debian's redis-server)"
  docker build --network "$BUILD_NETWORK" -t redis:7-bookworm - <<EOF
FROM $BASE
RUN apt-get update \\
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \\
 && rm -rf /var/lib/apt/lists/* \\
 && mkdir /data && chown redis:redis /data \\
 && printf '%s\\n' '#!/bin/sh' 'set -e' \\
    '# as the official image: redis-server runs as redis, with protected mode off (its build default)' \\
    'if [ "\$1" = redis-server ] && [ "\$(id -u)" = 0 ]; then' \\
    '  shift; exec setpriv --reuid=redis --regid=redis --init-groups redis-server --protected-mode no "\$@"' \\
    'fi' 'exec "\$@"' >/usr/local/bin/docker-entrypoint.sh \\
 && chmod 755 /usr/local/bin/docker-entrypoint.sh \\
 && redis-server --version && redis-cli --version
WORKDIR /data
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]
EOF
}

make_nginx() {
  say "nginx:1.27-bookworm (nginx from Debian unstable)"
  docker build --network "$BUILD_NETWORK" -t nginx:1.27-bookworm - <<EOF
FROM $BASE
RUN echo 'deb [check-valid-until=no] $MIRROR sid main' >/etc/apt/sources.list.d/sid.list \\
 && apt-get update \\
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends -t sid nginx \\
 && rm -rf /var/lib/apt/lists/* \\
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log \\
 && nginx -v
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
EOF
}

mkdir -p "$WORK"
# all four, or those named (`stand-in-images.sh nginx` remakes one on the existing base)
for image in "${@:-base node redis nginx}"; do
  for one in $image; do "make_$one"; done
done
say "done"
docker image ls --format '{{.Repository}}:{{.Tag}}\t{{.Size}}' | grep -E '^(node|redis|nginx|tinkerbox-stand-in)'
