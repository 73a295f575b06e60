#!/usr/bin/env bash
# Runs a command with Node >= 22.12 (Astro 7, wrangler 4 and vitest 5 need it). Where the machine's
# node is older, Node 22 comes from the npm registry into ~/.cache/node22 (see TOOLCHAIN.md) and is
# put first on PATH; nothing else is installed outside the project.
set -euo pipefail
need_major=22; need_minor=12
ok() { local v; v=$(node -p 'process.versions.node' 2>/dev/null) || return 1
  local major=${v%%.*} rest=${v#*.}; local minor=${rest%%.*}
  [ "$major" -gt "$need_major" ] || { [ "$major" -eq "$need_major" ] && [ "$minor" -ge "$need_minor" ]; }; }
if ! ok; then
  cache="$HOME/.cache/node22"
  if [ ! -x "$cache/node_modules/.bin/node" ]; then
    echo "node22.sh: installing Node 22 into $cache (the machine's node is older than 22.12)" >&2
    npm install --prefix "$cache" --no-save --silent node@22 >&2
  fi
  export PATH="$cache/node_modules/.bin:$PATH"
fi
if [ ! -d node_modules/astro ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "node22.sh: installing dependencies (npm install)" >&2
  npm install --no-audit --no-fund >&2
fi
export PATH="$PWD/node_modules/.bin:$PATH"
exec "$@"
