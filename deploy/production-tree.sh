#!/bin/sh
# The files the container image runs (the Dockerfile's last stage copies them), made from a built
# checkout: the web app's runtime files (its package.json "files"), its production dependencies
# (`pnpm deploy --prod`) and the build. e2e/image.e2e.ts makes the same tree and serves pages from it.
#   sh deploy/production-tree.sh /out            (TINKERBOX_BUILD: another build than apps/web/build)
set -eu
out=$1
build=${TINKERBOX_BUILD:-apps/web/build}
pnpm --filter @tinkerbox/web deploy --prod --legacy "$out"
rm -rf "$out/build"
cp -r "$build" "$out/build"
# TypeScript (24 MB) and @types/* come with viem, abitype, ox and React Router as peers or type-only
# dependencies; nothing imports them at run time. Removed, with the links that pointed at them.
rm -rf "$out"/node_modules/.pnpm/typescript@* "$out"/node_modules/.pnpm/@types+*
find "$out/node_modules" -xtype l -delete
