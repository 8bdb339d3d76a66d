# syntax=docker/dockerfile:1
# The shop's API node: the server built into one ES module (decision 051; its sources stay for
# the operator's commands, run through tsx) and the built web app. compose.yaml runs two of these behind HAProxy; README "Scaling out".
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. The web app and the server, built with every dev dependency.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
COPY apps/server/src apps/server/src
COPY apps/server/scripts apps/server/scripts
RUN npm run build

# 2. The server's production dependencies only (no Vite, vitest, drizzle-kit, Playwright).
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @shop/server --no-audit --no-fund && npm cache clean --force

# 3. What runs: sources, migrations, dependencies and the web build, owned by root and run by
#    the unprivileged `node` user, who may write only DATA_DIR.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/shop \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=server-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server/package.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/shop && chown node:node /var/lib/shop
USER node
VOLUME ["/var/lib/shop"]
EXPOSE 3000
# Ready means the database answers too (the same check HAProxy makes).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself (not npm) receives SIGTERM and shuts down gracefully.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
