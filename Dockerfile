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
#    and a package.json whose scripts run the compiled CLIs (npm run migrate/seed/backup/...).
FROM deps AS build
COPY . .
# Vite copies public/ into both dist/client (served) and dist/server (never read): the second copy
# (the drawings' images, icons: ~2.4 MB) leaves, and so do the server bundle's source maps (2.6 MB;
# the image runs without --enable-source-maps; `npm run build` writes them for local debugging).
RUN npm run build \
  && (cd public && for f in *; do rm -rf "../dist/server/$f"; done) \
  && find dist/node -name '*.map' -delete \
  && node -e "const p=require('./package.json');const s={};for(const n of ['migrate','seed','create-admin','unlock','backup','restore'])s[n]='node dist/node/'+n+'.js';s.start=s.serve='node dist/node/server.js';require('fs').writeFileSync('/app/runtime-package.json',JSON.stringify({name:p.name,version:p.version,private:true,type:p.type,engines:p.engines,scripts:s},null,2)+'\n')"

# 3. The runtime modules: exactly package.json's "dependencies" (everything the server and the CLIs
#    load, the PostgreSQL driver included; front-end packages are devDependencies, bundled by Vite).
#    Install scripts are skipped: better-sqlite3's is the only one, and its addon, compiled in stage 1
#    from the same lockfile, is copied into the runtime image. Then what Node never loads leaves:
#    Vike's build side (Vite, Rolldown, esbuild, Babel, LightningCSS, Vite's optional peers tsx/yaml/
#    @types), TypeScript sources and declarations, source maps, docs and tests, better-sqlite3's C
#    sources, and the builds the server never resolves: react-dom's browser/edge/profiling ones,
#    @zxcvbn-ts's .mjs (it loads the .cjs), sharp's WebAssembly fallback (npm installs it on every
#    platform; linux-x64 loads @img/sharp-linux-x64), lodash's fp and minified bundles (knex requires
#    single lodash modules).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
  && cd node_modules \
  && rm -rf .bin vite rolldown @rolldown esbuild @esbuild lightningcss lightningcss-* @babel tsx yaml @types \
       caniuse-lite browserslist electron-to-chromium baseline-browser-mapping node-releases update-browserslist-db \
  && find . -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' -o -name '*.md' \) -delete \
  && find . -regextype posix-extended -type d \
       -regex '\./((@[^/]+/)?[^/]+/node_modules/)*(@[^/]+/)?[^/]+/(test|tests|__tests__|examples?|benchmarks?)' -prune \
       -exec rm -rf {} + \
  && rm -rf better-sqlite3/deps better-sqlite3/src \
  && rm -f react-dom/cjs/react-dom-profiling.* react-dom/cjs/react-dom-server.browser.* \
       react-dom/cjs/react-dom-server.edge.* react-dom/cjs/react-dom-server.bun.* \
  && rm -rf @zxcvbn-ts/*/src @zxcvbn-ts/*/dist/*.mjs @zxcvbn-ts/core/dist/zxcvbn-ts.js \
  && rm -rf @img/sharp-wasm32 lodash/fp lodash/fp.js lodash/core.js lodash/core.min.js lodash/lodash.min.js

# 4. pg_dump and pg_restore (PostgreSQL backups and restores) from Debian bookworm's
#    postgresql-client-15, without the package itself: its postgresql-client-common wrapper needs Perl
#    (47 MB). A client dumps servers of its own major or older: docker-compose.scale-out.yml runs
#    PostgreSQL 15 for that reason (a 16 server needs pg_dump 16, which bookworm does not carry).
FROM ${NODE_IMAGE} AS pg-client
RUN apt-get update && cd /tmp && apt-get download postgresql-client-15 \
  && dpkg-deb -x postgresql-client-15_*.deb /tmp/pg \
  && mkdir -p /pg && cp /tmp/pg/usr/lib/postgresql/15/bin/pg_dump /tmp/pg/usr/lib/postgresql/15/bin/pg_restore /pg/

# 5. The runtime image: no compilers, no TypeScript, no front-end packages, a non-root user.
FROM ${NODE_IMAGE} AS runtime
# Memory: V8 otherwise sizes its heap for the machine and lets garbage pile up under load (RSS
# 400 MB after 60 s of `npm run soak`, 65 MB of it live heap); and glibc gives each thread that
# allocates (libuv's pool, libvips's) an arena of its own that keeps freed memory: 2 arenas take an
# idle server from 190 MB to 135 MB. `npm run soak` runs the server with these two lines' values.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    NODE_OPTIONS="--max-old-space-size=128 --max-semi-space-size=4" \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# libpq5: pg_dump's and pg_restore's only library beyond the base system.
RUN apt-get update && apt-get install -y --no-install-recommends libpq5 \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
  && groupadd --system --gid 999 app && useradd --system --uid 999 --gid app --home /app app \
  && mkdir -p /app/data && chown app:app /app/data
COPY --from=pg-client /pg/ /usr/local/bin/
COPY --from=runtime-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=deps --chown=root:root /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node \
  ./node_modules/better-sqlite3/build/Release/
COPY --from=build --chown=root:root /app/runtime-package.json ./package.json
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root content ./content
# PID 1: keeps the stop deadline when a starved server cannot (see the script; issue 29, item 12).
COPY --chown=root:root scripts/supervise.sh /usr/local/bin/mapleserve-supervise
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
CMD ["mapleserve-supervise", "node", "dist/node/server.js"]
