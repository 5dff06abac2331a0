# shellcheck shell=bash
# scripts/image-test, step 9 (sourced).

# Debian's docker-compose (v1) drives podman through its Docker-compatible socket. No registry is
# reachable, so the proxy image (caddy:2) is made locally from Debian's caddy package, like the base
# image. podman schedules health checks through systemd, absent here: they are run by hand, which is
# what turns the app `healthy` and lets the proxy start (depends_on: condition: service_healthy).
step "9/9 docker-compose.yml (production) with podman: the app behind the proxy on 127.0.0.1:$COMPOSE_PORT"
command -v docker-compose >/dev/null 2>&1 || { $SUDO apt-get update -qq; $SUDO apt-get install -y -qq docker-compose >/dev/null; }
PROXY_IMAGE=docker.io/library/caddy:2
grep -qE "^ +image: caddy:2$" docker-compose.yml || fail "docker-compose.yml's proxy is no longer caddy:2: update image-test"
if ! podman image exists "$PROXY_IMAGE"; then
  CONTEXT=$(mktemp -d)
  printf 'FROM %s\nRUN apt-get update && apt-get install -y --no-install-recommends caddy && rm -rf /var/lib/apt/lists/*\n' \
    "$BASE_TAG" >"$CONTEXT/Containerfile"
  podman build --pull=never -t "$PROXY_IMAGE" "$CONTEXT" >"$BUILD_LOG.proxy" 2>&1 \
    || { tail -20 "$BUILD_LOG.proxy"; fail "building $PROXY_IMAGE from Debian's caddy package"; }
  rm -rf "$CONTEXT"
fi
podman tag "$IMAGE" localhost/mapleserve-web:latest   # the file's `image: mapleserve-web`
COMPOSE_SOCKET=$(mktemp -d)/podman.sock
podman system service --time=0 "unix://$COMPOSE_SOCKET" >/dev/null 2>&1 &
PODMAN_SERVICE_PID=$!
for _ in $(seq 1 50); do [ -S "$COMPOSE_SOCKET" ] && break; sleep 0.2; done
PROJECT=mapleserve-image-test-$$
compose() {
  DOCKER_HOST="unix://$COMPOSE_SOCKET" SESSION_SECRET="$SECRET" BASE_URL="http://127.0.0.1:$COMPOSE_PORT" \
    SMTP_URL=smtp://127.0.0.1:25 SITE_ADDRESS=:80 PUBLISH_IP=127.0.0.1 HTTP_PORT="$COMPOSE_PORT" \
    HTTPS_PORT="$((COMPOSE_PORT + 1))" LOG_LEVEL=warn docker-compose -p "$PROJECT" -f docker-compose.yml "$@"
}
compose config -q || fail "docker-compose config rejects docker-compose.yml"
why=$(SESSION_SECRET='' BASE_URL=https://example.com SMTP_URL=smtp://127.0.0.1:25 SITE_ADDRESS=:80 \
  docker-compose -f docker-compose.yml config 2>&1 >/dev/null | sed -n 's/.*in service "app": //p' | head -1 || true)
[[ "$why" == *SESSION_SECRET* ]] || fail "docker-compose.yml accepts an empty SESSION_SECRET"
echo "without SESSION_SECRET, docker-compose refuses: $why"
compose up -d --no-build >"$BUILD_LOG.compose" 2>&1 &
UP_PID=$!
for _ in $(seq 1 120); do
  podman healthcheck run "${PROJECT}_app_1" >/dev/null 2>&1 && break
  sleep 1
done
wait "$UP_PID" || { cat "$BUILD_LOG.compose"; fail "docker-compose up (the app never became healthy?)"; }
echo "$(podman ps --filter "label=com.docker.compose.project=$PROJECT" --format '{{.Names}}: {{.Status}}' | tr '\n' ' ')"
[ -z "$(podman port "${PROJECT}_app_1")" ] || fail "the app publishes a port of its own: only the proxy may"
echo "app: no published port; proxy: $(podman port "${PROJECT}_proxy_1" | tr '\n' ' ')"
PORT=$COMPOSE_PORT
for _ in $(seq 1 60); do [ "$(http "http://127.0.0.1:$PORT/healthz" 2>/dev/null)" = 200 ] && break; sleep 0.5; done
check_page / 'MapleServe'
[ -z "$SLUG" ] || check_page "/blog/$SLUG" '<article'
compose down -v -t 5 >/dev/null 2>&1 || fail "docker-compose down"
kill "$PODMAN_SERVICE_PID" 2>/dev/null || true
COMPOSE_SOCKET=
echo "docker-compose up, pages through the proxy, down: ok"
