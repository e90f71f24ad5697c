#!/bin/sh
# The e2e journeys drive Debian's Chromium; install it (and colour emoji fonts, so pages
# render as users see them) when this machine does not have it yet.
set -eu

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "ensure-chromium: /usr/bin/chromium is missing; installing chromium and fonts-noto-color-emoji"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-color-emoji
/usr/bin/chromium --version
