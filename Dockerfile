# syntax=docker/dockerfile:1
# MapleServe web: one image, one process (Express 5 + Vike SSR + the /admin SPA).
# Build: docker build -t mapleserve-web .   Run: see README "Deploying on a VPS".
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. All dependencies (dev included) to build; better-sqlite3 compiles here when no prebuilt binary fits.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The production build (public site bundles, admin SPA, licenses list).
FROM deps AS build
COPY . .
RUN npm run build

# 3. Production dependencies only.
FROM deps AS prod-deps
RUN npm prune --omit=dev

# 4. The runtime image: no compilers, no dev dependencies, a non-root user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home /app app \
  && mkdir -p /app/data && chown app:app /app/data
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json package-lock.json tsconfig.json ./
COPY --chown=root:root server ./server
COPY --chown=root:root content ./content
COPY --chown=root:root scripts ./scripts
COPY --chown=root:root public ./public
USER app
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/index.ts"]
