# shellcheck shell=bash
# scripts/image-test, step 8 (sourced): the scale-out path, the same image on PostgreSQL and Redis
# (docker-compose.scale-out.yml's setup), the host's servers reached through --network host, in a
# database made for this run.

step "8/9 on PostgreSQL and Redis (--network host, 127.0.0.1:$PG_PORT)"
PG_ADMIN_URL=${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}
REDIS_TEST_URL=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
PG_DB=mapleserve_image_test_$$
PG_RESTORED=${PG_DB}_restored
command -v psql >/dev/null 2>&1 || { $SUDO apt-get update -qq; $SUDO apt-get install -y -qq postgresql-client >/dev/null; }
psql -q -v ON_ERROR_STOP=1 "$PG_ADMIN_URL" -c "create database $PG_DB" -c "create database $PG_RESTORED" \
  || fail "cannot create databases on $PG_ADMIN_URL (set TEST_PG_URL)"
# shellcheck disable=SC2034 # read by cleanup (run-helpers.sh)
PG_DBS_CREATED=1
pg_url() { node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$PG_ADMIN_URL" "$1"; }
APP_PG_URL=$(pg_url "$PG_DB")
RESTORED_PG_URL=$(pg_url "$PG_RESTORED")
PORT=$PG_PORT
podman run -d --name "$NAME" --health-interval=disable --network host \
  -e PORT="$PORT" -e HOST=127.0.0.1 -e DATABASE_URL="$APP_PG_URL" -e REDIS_URL="$REDIS_TEST_URL" \
  -e REDIS_PREFIX="mapleserve-image-test-$$:" -e SESSION_SECRET="$SECRET" -e BASE_URL="http://127.0.0.1:$PORT" \
  -e LOG_LEVEL=warn "$IMAGE" 2>&1 >/dev/null | quiet
wait_healthy
echo "/healthz: $(curl -sS "http://127.0.0.1:$PORT/healthz")"
check_page / 'MapleServe'
[ -z "$SLUG" ] || check_page "/blog/$SLUG" '<article'
CREDENTIALS=$(podman exec "$NAME" cat /app/data/initial-admin.txt) || fail "no initial-admin.txt on PostgreSQL"
[ "$(sign_in "$(sed -n 's/^email: //p' <<<"$CREDENTIALS")" "$(sed -n 's/^password: //p' <<<"$CREDENTIALS")")" = 200 ] \
  || fail "the generated administrator cannot sign in on PostgreSQL + Redis"
echo "first admin signs in (session in Redis)"
EMAIL="image-test-pg-$(date +%s)@example.com"
LEAD="{\"first_name\":\"Image\",\"last_name\":\"Test\",\"email\":\"$EMAIL\",\"phone\":\"416-555-0199\",\"company\":\"Bistro Image\",\"message\":\"image test\",\"source\":{\"page\":\"/\",\"section\":\"hero\"}}"
code=$(http -H 'content-type: application/json' -d "$LEAD" "http://127.0.0.1:$PORT/api/demo-inquiries")
[ "$code" = 201 ] || fail "POST /api/demo-inquiries on PostgreSQL answered $code"
pg_count() { psql -tA "$1" -c "select count(*) from leads where kind = 'demo' and email = '$EMAIL'"; }
[ "$(pg_count "$APP_PG_URL")" = 1 ] || fail "the lead is not in PostgreSQL"
echo "POST /api/demo-inquiries -> 201, stored in $PG_DB"
out=$(podman exec "$NAME" npm run --silent backup -- /app/data/backups/pg-test.tar.gz 2>&1) \
  || { echo "$out"; fail "npm run backup (pg_dump) in the container"; }
echo "$out" | sed 's/^/  /'
podman exec "$NAME" sh -c 'cd /tmp && tar -xzf /app/data/backups/pg-test.tar.gz app.dump \
  && pg_restore --no-owner --exit-on-error -d "$0" app.dump' "$RESTORED_PG_URL" || fail "pg_restore of the backup"
[ "$(pg_count "$RESTORED_PG_URL")" = 1 ] || fail "the restored database lacks the lead"
echo "backup (pg_dump in the image) restored with pg_restore into $PG_RESTORED: the lead is there"
podman rm -f -t 2 "$NAME" >/dev/null 2>&1
PORT=${IMAGE_TEST_PORT:-3800}
