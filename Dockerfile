# syntax=docker/dockerfile:1
# The portal's production image (docs/operator-guide.md, "Docker and compose"). One image, the role chosen by the command:
#   (default)                                  REST service and BFF in one container (scripts/serve.mjs),
#                                              the embedded database in /data
#   node packages/rest-api/dist/main.mjs       the REST service alone, on REST_PORT (4100)
#   node packages/bff/dist/main.mjs            the BFF alone, with the web app, on PORT (4000)
ARG NODE_IMAGE=node:20-bookworm-slim

# ── build: every dependency, the web app, then the self-contained folder scripts/package.mjs makes
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true npm_config_update_notifier=false
# Manifests first, so the install layer is reused until they or the lockfile change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY scripts/pnpm.mjs scripts/
COPY packages/domain/package.json packages/domain/
COPY packages/rest-api/package.json packages/rest-api/
COPY packages/bff/package.json packages/bff/
COPY packages/web/package.json packages/web/
COPY tests/package.json tests/
RUN --mount=type=cache,id=portal-pnpm-store,target=/root/.local/share/pnpm/store \
    node scripts/pnpm.mjs install --frozen-lockfile
COPY . .
# Relay artifacts, the persisted documents the BFF accepts, the compiled catalogs, then Vite.
RUN node scripts/pnpm.mjs --filter @portal/web run build
# Production dependencies from the same lockfile, bundled services, the files they read.
RUN --mount=type=cache,id=portal-pnpm-store,target=/root/.local/share/pnpm/store \
    node scripts/package.mjs /out

# ── runtime: production dependencies only, read-only to the user the services run as
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    PORT=4000 \
    REST_PORT=4100 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /out ./
# The embedded database, and report files with REPORT_STORE=files: mount a volume here.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 4000 4100
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "scripts/healthcheck.mjs", "/health"]
# Exec form: SIGTERM reaches node itself, which drains (SHUTDOWN_DELAY_MS, then up to 10 s) before
# it exits; give `docker stop` that long (-t 30, compose stop_grace_period).
CMD ["node", "scripts/serve.mjs"]
