# Kiosk POS: built once in the build stage, run from the built files with production dependencies only.
#   docker build -t kiosk-pos .
#   docker run -d --restart=always -p 5173-5175:5173-5175 -e DATABASE_URL=postgres://… kiosk-pos
# Without DATABASE_URL the server runs its embedded Postgres in the /app/data volume.
# compose.yaml runs it beside Debian's PostgreSQL.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# Every workspace's package.json and the lock: what `npm ci --omit=dev` needs.
FROM build AS manifests
RUN mkdir /tmp/manifests && cp package-lock.json /tmp/manifests/ \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /tmp/manifests/ \;

FROM node:22-bookworm-slim AS runtime
# pg_dump / pg_restore for `npm run backup` / `restore` (Debian's, the version of compose.yaml's database)
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production SIMULATOR=false PRINTER_SIMULATOR=false HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY --from=manifests /tmp/manifests/ ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/scripts/serve.mjs scripts/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/src/db/migrations server/src/db/migrations
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/i18n/dist packages/i18n/dist
COPY --from=build /app/tools/terminal-simulator/dist tools/terminal-simulator/dist
COPY --from=build /app/apps/kiosk/dist apps/kiosk/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
COPY --from=build /app/apps/sale/dist apps/sale/dist
RUN mkdir -p data && chown node:node data
USER node
VOLUME /app/data
EXPOSE 5173 5174 5175
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.KIOSK_PORT || 5173}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The start command stops the server (and the simulator, the embedded Postgres) on SIGTERM.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/serve.mjs"]
