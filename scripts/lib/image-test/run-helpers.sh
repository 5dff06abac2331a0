# shellcheck shell=bash
# scripts/image-test (sourced): what the steps that run the image share. cleanup is the EXIT trap;
# the others talk to the container of the moment ($NAME on 127.0.0.1:$PORT).

cleanup() {
  set +e
  if [ -n "${COMPOSE_SOCKET:-}" ]; then
    compose down -v -t 5 >/dev/null 2>&1
    kill "$PODMAN_SERVICE_PID" 2>/dev/null
    COMPOSE_SOCKET=
  fi
  podman rm -f -t 2 "$NAME" >/dev/null 2>&1
  podman volume rm -f "$VOLUME" >/dev/null 2>&1
  if [ -n "${PG_DBS_CREATED:-}" ]; then
    psql -q "$PG_ADMIN_URL" -c "drop database if exists $PG_DB with (force)" -c "drop database if exists $PG_RESTORED with (force)" >/dev/null 2>&1
    PG_DBS_CREATED=
  fi
  # The image stays (its layers are the build cache of the next run) unless IMAGE_TEST_CLEAN=1.
  [ "${IMAGE_TEST_CLEAN:-}" = 1 ] && podman rmi -f "$IMAGE" >/dev/null 2>&1
  return 0
}

# podman without systemd complains about healthcheck timers on every start: not a failure here.
quiet() { grep -v 'unable to get systemd connection' >&2 || true; }
http() { curl -sS -o /dev/null -w '%{http_code}' "$@"; }
wait_healthy() {
  for _ in $(seq 1 120); do
    if [ "$(http "http://127.0.0.1:$PORT/healthz" 2>/dev/null)" = 200 ]; then return 0; fi
    if [ "$(podman inspect "$NAME" --format '{{.State.Running}}')" != true ]; then
      podman logs --tail 40 "$NAME"; fail "container exited"
    fi
    sleep 0.5
  done
  podman logs --tail 40 "$NAME"
  fail "/healthz did not answer 200 within 60 s"
}
# POST /api/auth/login as the browser would (same origin): prints the status.
sign_in() { # email, password
  local body
  body=$(EMAIL="$1" PASSWORD="$2" node -e 'console.log(JSON.stringify({ email: process.env.EMAIL, password: process.env.PASSWORD }))')
  curl -sS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -H "origin: http://127.0.0.1:$PORT" \
    -d "$body" "http://127.0.0.1:$PORT/api/auth/login"
}

# GET a page of the running container: 200 and a text it must contain.
check_page() { # path, text that must appear
  local body code
  body=$(mktemp)
  code=$(curl -sS -o "$body" -w '%{http_code}' "http://127.0.0.1:$PORT$1")
  [ "$code" = 200 ] || { head -c 400 "$body"; fail "GET $1 answered $code"; }
  grep -q -- "$2" "$body" || fail "GET $1 lacks '$2'"
  echo "GET $1 -> 200 ($(wc -c <"$body") bytes, contains '$2')"
  rm -f "$body"
}
