# The site as a container image: built with pnpm in one stage, run by Node 20 as the unprivileged `node`
# user in the next, with only the web app's runtime files, production dependencies and build
# (deploy/production-tree.sh, which e2e/image.e2e.ts runs too). Settings come from
# the environment (README, "Runtime settings"); deploy/compose.yaml runs two of these behind nginx with
# Redis holding the translator's limits.
FROM node:20-bookworm-slim AS build
# the fonts build-og.mjs draws the Open Graph images with (decision 0135); the slim image has none
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-dejavu-core fonts-droid-fallback \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
RUN npm i -g pnpm@10.34.9
# the packages first (a layer that only the lockfile changes), then the sources
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile \
 && pnpm build \
 && sh deploy/production-tree.sh /out

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# owned by root and only readable by `node`: the server writes no files, so it cannot rewrite its own code
COPY --from=build /out /app
# where `node scripts/export.mjs --out /srv/tinkerbox` writes the static copy (deploy/compose.static.yaml
# mounts a volume there, which takes this folder's owner)
RUN mkdir -p /srv/tinkerbox && chown node:node /srv/tinkerbox
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM lets the requests in flight finish (up to 10 s) before the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
