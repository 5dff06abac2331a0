# shellcheck shell=bash
# scripts/image-test, step 3 (sourced): the image built from the Dockerfile, then what it must be:
# HEALTHCHECK, the commit, the size budget, CMD, compiled JavaScript only, database tools and drivers.

step "3/9 podman build --pull=never (Dockerfile)"
# The commit the image records (read once: a commit made during the build must not change it).
GIT_COMMIT=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
BUILD_LOG=$(mktemp /tmp/image-test-build.XXXXXX.log)
# docker format: OCI images drop HEALTHCHECK.
if ! podman build --pull=never --layers --format docker --build-arg GIT_COMMIT="$GIT_COMMIT" -t "$IMAGE" -f Dockerfile . >"$BUILD_LOG" 2>&1; then
  tail -40 "$BUILD_LOG"
  fail "podman build (full log: $BUILD_LOG)"
fi
echo "build steps: $(grep -c 'STEP [0-9]' "$BUILD_LOG" || true) ($(grep -c 'Using cache' "$BUILD_LOG" || true) from cache); log: $BUILD_LOG"
[ -n "$(podman image inspect "$IMAGE" --format '{{.Config.Healthcheck}}')" ] || fail "the image has no HEALTHCHECK"
podman image inspect "$IMAGE" --format '{{.Config.Env}}' | grep -q "GIT_COMMIT=$GIT_COMMIT" \
  || fail "the image does not record the commit it was built from (GIT_COMMIT, shown on /admin/status)"
SIZE_MB=$(podman image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f", $1/1e6}')
BASE_MB=$(podman image inspect "$BASE_TAG" --format '{{.Size}}' | awk '{printf "%.0f", $1/1e6}')
echo "image size: $SIZE_MB MB (base $BASE_TAG $BASE_MB MB, app layers $((SIZE_MB - BASE_MB)) MB; budget $BUDGET_MB MB)"
[ "$SIZE_MB" -le "$BUDGET_MB" ] || fail "the image is $SIZE_MB MB, above the $BUDGET_MB MB budget"
[ "$(podman image inspect "$IMAGE" --format '{{json .Config.Cmd}}')" = '["mapleserve-supervise","node","dist/node/server.js"]' ] \
  || fail "the image does not start the compiled server under its supervisor (CMD mapleserve-supervise node dist/node/server.js)"
if podman run --rm --entrypoint sh "$IMAGE" -c 'test -e node_modules/tsx || test -e node_modules/@mui/material || test -e node_modules/react-admin || test -e node_modules/vite || test -d server'; then
  fail "the runtime image carries TypeScript sources, build tools or front-end packages (tsx, vite, @mui, react-admin or server/)"
fi
echo "runtime: compiled JavaScript only (no tsx, no vite, no server/ sources, no @mui/react-admin)"
PG_DUMP_VERSION=$(podman run --rm --entrypoint pg_dump "$IMAGE" --version) || fail "the image has no working pg_dump"
podman run --rm --entrypoint pg_restore "$IMAGE" --version >/dev/null || fail "the image has no working pg_restore"
podman run --rm --entrypoint node "$IMAGE" -e 'require("pg"); require("redis"); require("better-sqlite3")' \
  || fail "the image cannot load its database drivers (pg, redis, better-sqlite3)"
echo "database tools: $PG_DUMP_VERSION; pg, redis and better-sqlite3 load"
