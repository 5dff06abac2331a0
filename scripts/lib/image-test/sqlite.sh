# shellcheck shell=bash
# scripts/image-test, steps 4-7 (sourced): the image on SQLite with a named volume: the generated
# first admin, the pages, a lead that survives a restart, a backup. Sets SLUG (a blog post's slug,
# or empty when no post is linked from /blog), which steps 8 and 9 check again.

step "4/9 run with volume $VOLUME on 127.0.0.1:$PORT"
podman volume create "$VOLUME" >/dev/null
# --health-interval=disable: no systemd here to schedule the HEALTHCHECK; it is run by hand below.
podman run -d --name "$NAME" --health-interval=disable -p "127.0.0.1:$PORT:3000" -v "$VOLUME:/app/data" \
  -e SESSION_SECRET="$SECRET" -e BASE_URL="http://127.0.0.1:$PORT" -e LOG_LEVEL=warn "$IMAGE" 2>&1 >/dev/null | quiet
wait_healthy
echo "/healthz: $(curl -sS "http://127.0.0.1:$PORT/healthz")"
podman healthcheck run "$NAME" >/dev/null || fail "the image's HEALTHCHECK reports unhealthy"
echo "HEALTHCHECK: healthy"
[ "$(podman exec "$NAME" id -un)" = app ] || fail "the container does not run as the non-root user 'app'"
# README tells operators to chown a bind-mounted data folder to 999:999.
[ "$(podman exec "$NAME" id -u):$(podman exec "$NAME" id -g)" = 999:999 ] || fail "the user 'app' is not uid:gid 999:999 as README says"
echo "runs as: app; node $(podman exec "$NAME" node --version)"
# No ADMIN_EMAIL/ADMIN_PASSWORD: the server made an administrator, said so once in its log (at warn,
# above LOG_LEVEL=warn's cut) and kept the password in DATA_DIR/initial-admin.txt, readable by its owner only.
CREDENTIALS=$(podman exec "$NAME" cat /app/data/initial-admin.txt) || fail "no /app/data/initial-admin.txt without ADMIN_EMAIL/ADMIN_PASSWORD"
ADMIN_EMAIL=$(sed -n 's/^email: //p' <<<"$CREDENTIALS")
ADMIN_PASSWORD=$(sed -n 's/^password: //p' <<<"$CREDENTIALS")
[ "$(podman exec "$NAME" stat -c %a /app/data/initial-admin.txt)" = 600 ] || fail "initial-admin.txt is not mode 600"
[ "$(podman logs "$NAME" 2>&1 | grep -c "first administrator created.*$ADMIN_PASSWORD")" = 1 ] \
  || fail "the log does not show the generated password exactly once"
[ "$(sign_in "$ADMIN_EMAIL" "$ADMIN_PASSWORD")" = 200 ] || fail "the generated administrator cannot sign in"
[ "$(sign_in "$ADMIN_EMAIL" "not-$ADMIN_PASSWORD")" = 401 ] || fail "a wrong password did not answer 401"
echo "first admin: $ADMIN_EMAIL, generated password logged once, initial-admin.txt mode 600, signs in (200)"

step "5/9 pages"
check_page / 'MapleServe'
if [ -d pages/blog ]; then
  check_page /blog '<h1'
else
  echo "GET /blog skipped: this checkout has no blog pages (pages/blog)"
fi
SLUG=$(curl -sS "http://127.0.0.1:$PORT/blog" | grep -oE 'href="/blog/[a-z0-9-]+"' | grep -vE '/blog/(page|category|tag|author|feed)' | head -1 | sed -E 's#href="/blog/([^"]+)"#\1#' || true)
if [ -n "$SLUG" ]; then
  check_page "/blog/$SLUG" '<article'
else
  echo "no post linked from /blog yet (no blog posts in this build)"
fi

# A drawing's AVIF copy: sharp draws the SVG inside the image (its libvips, its librsvg).
AVIF_TYPE=$(curl -sS -o /dev/null -w '%{http_code} %{content_type}' "http://127.0.0.1:$PORT/logos/taco-coast.svg.2x.avif")
[ "$AVIF_TYPE" = "200 image/avif" ] || fail "GET /logos/taco-coast.svg.2x.avif answered $AVIF_TYPE"
echo "GET /logos/taco-coast.svg.2x.avif: $AVIF_TYPE"

step "6/9 a lead survives a restart"
EMAIL="image-test-$(date +%s)@example.com"
LEAD="{\"first_name\":\"Image\",\"last_name\":\"Test\",\"email\":\"$EMAIL\",\"phone\":\"416-555-0199\",\"company\":\"Bistro Image\",\"message\":\"image test\",\"source\":{\"page\":\"/\",\"section\":\"hero\"}}"
code=$(curl -sS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -d "$LEAD" "http://127.0.0.1:$PORT/api/demo-inquiries")
[ "$code" = 201 ] || fail "POST /api/demo-inquiries answered $code"
echo "POST /api/demo-inquiries -> 201"
count_rows() {
  podman exec -e EMAIL="$EMAIL" "$NAME" node -e '
    const Database = require("better-sqlite3");
    const db = new Database("/app/data/app.db", { readonly: true });
    console.log(db.prepare("select count(*) as n from leads where kind = ? and email = ?").get("demo", process.env.EMAIL).n);'
}
before=$(count_rows)
[ "$before" -ge 1 ] || fail "the subscription is not in the database"
echo "rows for $EMAIL before restart: $before"
pid1=$(podman exec "$NAME" cat /proc/1/cmdline | tr '\0' ' ')
case "$pid1" in
  *mapleserve-supervise*) echo "PID 1: $pid1" ;;
  *) fail "PID 1 is not the supervisor: $pid1" ;;
esac
# A restart as a stop and a start, so the stopped run's logs are read before the next run begins.
podman stop -t 10 "$NAME" 2>&1 >/dev/null | quiet
# The server stopped by itself (drained), not killed by the supervisor's or podman's deadline.
# (This container logs at warn: exit code 0 is the sign; the supervisor's kill would be 137, the
# server's own overrun 1.)
podman logs "$NAME" 2>&1 | grep -q 'supervise: the server was still running' && fail "the supervisor had to kill the server"
[ "$(podman inspect "$NAME" --format '{{.State.ExitCode}}')" = 0 ] || fail "the container did not exit 0 on stop"
echo "stopped by itself under the supervisor (exit 0)"
podman start "$NAME" 2>&1 >/dev/null | quiet
wait_healthy
after=$(count_rows)
[ "$after" = "$before" ] || fail "after restart: $after rows for $EMAIL (expected $before)"
echo "rows for $EMAIL after restart: $after"
check_page / 'MapleServe'
if [ -n "$SLUG" ]; then
  check_page "/blog/$SLUG" '<article'
  IMG=$(curl -sS "http://127.0.0.1:$PORT/blog/$SLUG" | grep -oE '/uploads/[^" ,]+' | head -1 || true)
  if [ -n "$IMG" ]; then
    [ "$(http "http://127.0.0.1:$PORT$IMG")" = 200 ] || fail "GET $IMG (an upload on the volume) after restart"
    echo "GET $IMG -> 200 (from the volume)"
  fi
fi

step "7/9 backup inside the container"
out=$(podman exec "$NAME" npm run --silent backup 2>&1) || { echo "$out"; fail "npm run backup in the container"; }
echo "$out" | sed 's/^/  /'
podman exec "$NAME" sh -c 'ls /app/data/backups/*.tar.gz' >/dev/null || fail "no backup archive in /app/data/backups"
podman rm -f -t 2 "$NAME" >/dev/null 2>&1
