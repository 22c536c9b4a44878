#!/usr/bin/env bash
# The web player in real browsers: writes the starter's player with `snapnav web`, then runs it
# in Chromium on a phone-sized page with touch input (chromium.py) and in WebKitGTK's
# MiniBrowser with the mouse (webkit.py), and a prototype of an SVG screen in Chromium (svg.py).
# Builds nothing.
#   Tests/web/run.sh SNAPNAV [MODULE]
# MODULE is a built snapnav.wasm, for a build of SNAPNAV that does not find its own (scripts/web
# writes .build/web/snapnav.wasm); the page's files and fonts then come from this tree's Assets.
# Screenshots go to $SNAPNAV_SCREENSHOTS, or a folder the last line names.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$(dirname "$here")")
[ $# -ge 1 ] || { echo "usage: $0 SNAPNAV [MODULE]" >&2; exit 2; }
snapnav=$1
module=${2:-}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$root/Assets/starter" "$work/starter"
if [ -n "$module" ]; then
    assets=$work/assets
    mkdir -p "$assets/web"
    ln -s "$root"/Assets/*.ttf "$assets/"
    ln -s "$root"/Assets/web/index.html "$root"/Assets/web/player.js "$root"/Assets/web/manifest.webmanifest "$assets/web/"
    ln -s "$(realpath "$module")" "$assets/web/snapnav.wasm"
    export SNAPNAV_ASSETS=$assets
fi
if ! "$snapnav" web "$work/starter" "$work/player" >/dev/null ||
    ! "$snapnav" web "$work/starter" "$work/starter.html" --single-file >/dev/null; then
    echo "FAIL web: snapnav web did not write the starter's player"
    exit 1
fi

# A prototype of one SVG screen, which the player gets as a PNG rendered at 3x (svg.py).
mkdir -p "$work/vector"
cp "$root/Tests/fixtures/svg/lines.svg" "$work/vector/home.svg"
if ! "$snapnav" web "$work/vector" "$work/vector-player" >/dev/null; then
    echo "FAIL web: snapnav web did not write the SVG prototype's player"
    exit 1
fi

shots=${SNAPNAV_SCREENSHOTS:-$(mktemp -d /tmp/snapnav-web.XXXXXX)}
failed=()
python3 "$here/svg.py" "$work/vector-player" || failed+=(svg)
python3 "$here/chromium.py" "$work/player" "$work/starter.html" "$shots/chromium" || failed+=(chromium)
python3 "$here/webkit.py" "$work/player" "$shots/webkit" || failed+=(webkit)
echo "screenshots: $shots"
if [ ${#failed[@]} -gt 0 ]; then
    echo "FAIL web: ${failed[*]}"
    exit 1
fi
echo "PASS web: chromium, webkit, svg"
