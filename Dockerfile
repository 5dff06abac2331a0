# syntax=docker/dockerfile:1
# MapleServe web: one image, one process (Express 5 + Vike SSR + the /admin SPA), compiled JavaScript.
# Build: docker build -t mapleserve-web .   (podman: add --format docker, or HEALTHCHECK is dropped)
# Run: see README "Deploying on a VPS".
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. All dependencies (dev included) to build; better-sqlite3 compiles here when no prebuilt binary fits.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The production build: public site bundles, admin SPA, the server and CLIs compiled to dist/node;
#    then only the packages dist/ imports (no MUI, react-admin, icons, Vite, tsx) into /app/runtime,
#    and a package.json whose scripts run the compiled CLIs (npm run migrate/seed/backup/...).
FROM deps AS build
COPY . .
RUN npm run build \
  && node --import tsx scripts/runtime-modules.ts /app/runtime \
  && node -e "const p=require('./package.json');const s={};for(const n of ['migrate','seed','create-admin','unlock','backup','restore'])s[n]='node dist/node/'+n+'.js';s.start=s.serve='node dist/node/server.js';require('fs').writeFileSync('/app/runtime/package.json',JSON.stringify({name:p.name,version:p.version,private:true,type:p.type,engines:p.engines,scripts:s},null,2)+'\n')"

# 3. The runtime image: no compilers, no TypeScript, no front-end packages, a non-root user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home /app app \
  && mkdir -p /app/data && chown app:app /app/data
COPY --from=build --chown=root:root /app/runtime/node_modules ./node_modules
COPY --from=build --chown=root:root /app/runtime/package.json ./package.json
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root content ./content
USER app
# The commit the image was built from, shown on /admin/status (the image has no .git):
# `--build-arg GIT_COMMIT=$(git rev-parse --short=12 HEAD)`; scripts/image-test passes it.
ARG GIT_COMMIT=unknown
# podman reuses a cached ENV layer whatever the argument's value; a RUN's cache key carries it, so
# the ENV below is rebuilt for each commit.
RUN echo "commit ${GIT_COMMIT}"
ENV GIT_COMMIT=${GIT_COMMIT}
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/node/server.js"]
