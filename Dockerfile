# syntax=docker/dockerfile:1
# The DocSleeve website as one image: build it once, run it as many instances as needed behind a
# reverse proxy, with PostgreSQL and Redis (docs/deploy.md).
#
#   docker build -t docsleeve-site .
#   docker run --rm -p 3000:3000 -e SIGNUP_HMAC_KEY="$(openssl rand -hex 32)" \
#     -e CAPTCHA_HMAC_KEY="$(openssl rand -hex 32)" -e NEWSLETTER_HMAC_KEY="$(openssl rand -hex 32)" \
#     docsleeve-site   # embedded database, fine for a try-out
# (NODE_ENV=production, set below, requires the three keys.)
#
# Stages: deps (every dependency) -> build (the site) ; prod-deps (runtime dependencies) -> runtime.

# Node 24, the active LTS (Node 20 reached its end of life in April 2026; sanitize-html needs 22.12+).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- deps: dependencies for the build, dev tools included --------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: it honours the committed lockfile, which lacks other platforms' optional
# binaries and is therefore refused by `npm ci`.
RUN npm install

# --- build: client assets, prerendered pages and the server bundle -----------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# --- prod-deps: only what runs -----------------------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
RUN npm install --omit=dev && npm cache clean --force

# --- runtime -------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_script_shell=/bin/bash
# npm runs `npm start` through its script shell; bash execs node directly, so the SIGTERM npm forwards
# reaches the server's graceful shutdown (dash would leave node running without it).

COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY scripts/start.mjs scripts/build-freshness.mjs ./scripts/
# Read at run time: migrations, published files, blog posts (imported at start).
COPY drizzle ./drizzle
# public/ from the build stage: it holds the share images `npm run build` rendered (public/images/share/).
COPY --from=build /app/public ./public
COPY content ./content
COPY --from=build /app/build ./build
# `npm start` rebuilds when any source is newer than build/.stamp. The image holds the build and no
# sources to build from, so the stamp must be newer than everything copied above.
RUN touch build/.stamp && mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"

USER node
EXPOSE 3000
# Readiness (database and Redis answer; 503 while shutting down). Orchestrators with their own probes
# use /healthz for readiness and /livez for liveness instead (docs/deploy.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
