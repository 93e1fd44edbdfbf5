#!/usr/bin/env bash
# Runs `npm test` and `npm run test:e2e` once more from a clone of HEAD that an ordinary user owns,
# in a folder only that user may enter (0700), under a path with a space and a non-ASCII letter:
# the suite must not depend on running as root, nor on where the checkout lives.
# Run by .ci/run as root after `npm ci`, with `node` (engines' Node) on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

user=dropdock-ci
if [ "$(id -u)" -ne 0 ]; then
  echo "elsewhere: skipped, creating the user $user needs root"
  exit 0
fi
runuser=$(command -v runuser || echo /usr/sbin/runuser)
id -u "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$user"
home=$(getent passwd "$user" | cut -d: -f6)

base=$(mktemp -d "${TMPDIR:-/tmp}/dropdock elsewhere ü.XXXXXX")
trap 'rm -rf "$base"' EXIT
chmod 0700 "$base"
checkout="$base/x"
git clone --quiet --no-hardlinks "$PWD" "$checkout"
# node_modules as `npm ci` left it here, copied (not linked: the user gets files of its own).
cp -a node_modules "$checkout/"

# The Node this run uses may sit in a folder the user cannot enter (.ci/node of a clone in /root).
node_bin=$(command -v node)
if ! "$runuser" -u "$user" -- "$node_bin" --version >/dev/null 2>&1; then
  mkdir "$base/node"
  cp "$node_bin" "$base/node/node"
  node_bin="$base/node/node"
fi
chown -R "$user": "$base"

echo "elsewhere: $(git rev-parse --short HEAD) in '$checkout' as $user (uid $(id -u "$user")), node $("$node_bin" --version)"
"$runuser" -u "$user" -- env -i HOME="$home" USER="$user" LANG=C.UTF-8 CI="${CI:-true}" \
  PATH="$(dirname "$node_bin"):/usr/local/bin:/usr/bin:/bin" \
  bash -c 'cd "$1" && npm test && npm run test:e2e' _ "$checkout" </dev/null
