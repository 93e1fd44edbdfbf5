# Sourced by .ci/run: makes `node` (and the npm that runs on it) one that package.json's
# "engines" accepts. Where the machine's Node is older (Debian 13 ships 20), Node 24 LTS comes
# from the npm registry, whose node-linux-<arch> packages hold the official binary, into
# .ci/node (gitignored), and its bin goes first on PATH.

# True when version $1 (v22.12.0 or 22.12.0) is at least $2.
node_version_ge() {
  local a b c x y z
  IFS=. read -r a b c <<<"${1#v}"
  IFS=. read -r x y z <<<"${2#v}"
  ((a > x || (a == x && (b > y || (b == y && ${c:-0} >= ${z:-0})))))
}

# The lowest Node in package.json's "engines" (">=22.12.0" gives 22.12.0).
engines_min_node() {
  sed -n 's/.*"node": *">= *\([0-9][0-9.]*\)".*/\1/p' "$1/package.json" | head -n 1
}

# use_engines_node ROOT: exports PATH so that `node` satisfies ROOT/package.json's engines.
use_engines_node() {
  local root=$1 min have arch dir tgz
  min=$(engines_min_node "$root")
  have=$(node --version 2>/dev/null || echo v0.0.0)
  if node_version_ge "$have" "$min"; then
    echo "node $have (engines: >=$min)"
    return 0
  fi
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node $have is older than engines' $min and no Node package exists for $(uname -m)" >&2; return 1 ;;
  esac
  dir="$root/.ci/node"
  if [ ! -x "$dir/package/bin/node" ] || ! node_version_ge "$("$dir/package/bin/node" --version)" "$min"; then
    echo "node $have is older than engines' $min: fetching node-linux-$arch@24 from the npm registry"
    rm -rf "$dir"
    mkdir -p "$dir"
    tgz=$(npm pack "node-linux-$arch@24" --pack-destination "$dir" --silent | tail -n 1)
    tar -xzf "$dir/$tgz" -C "$dir"
    rm -f "$dir/$tgz"
  fi
  export PATH="$dir/package/bin:$PATH"
  have=$(node --version)
  if ! node_version_ge "$have" "$min"; then
    echo "node $have from $dir still does not satisfy engines' >=$min" >&2
    return 1
  fi
  echo "node $have from $dir (engines: >=$min)"
}
