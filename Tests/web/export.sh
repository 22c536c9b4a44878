#!/usr/bin/env bash
# `snapnav web`: what it writes, what it refuses and that it never writes over a designer's files.
#   Tests/web/export.sh SNAPNAV
set -uo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
BINARY=$(realpath "$1")

STARTER="$E2E_TMP/starter"
cp -R Assets/starter "$STARTER"
"$BINARY" web "$STARTER" "$E2E_TMP/player" >"$E2E_TMP/web.txt" 2>&1
expect "the player's folder holds the page, the module, the fonts and the prototype" \
    "$?:$(cd "$E2E_TMP/player" && find . -type f | sort | grep -v '^./images/' | tr '\n' ' ')" \
    "0:./fonts/DejaVuSans-Bold.ttf ./fonts/DejaVuSans.ttf ./index.html ./manifest.webmanifest ./offline.js ./player.js ./prototype.json ./snapnav.wasm "
expect "and every screen the starter shows, once" "$(ls "$E2E_TMP/player/images" | wc -l)" \
    "$(ls "$STARTER"/screens/*.png | wc -l)"
# The starter's seven image panels' screens; a story's three snaps take no edge colour, as in the window.
expect "each image panel's with the edge colour the window samples from it" \
    "$(grep -c '"edgeColor": "#[0-9A-F]\{6\}"' "$E2E_TMP/player/prototype.json")" "7"
expect "and named by the prototype's folder alone, not where it is on this disk" \
    "$(grep -c "$E2E_TMP" "$E2E_TMP/player/prototype.json"):$(grep -c '"file": "starter/snapnav.json"' "$E2E_TMP/player/prototype.json")" "0:1"
expect "the screens are the starter's own bytes" \
    "$(cd "$E2E_TMP/player/images" && cat ./*.png | md5sum)" "$(cd "$E2E_TMP" && \
        python3 -c 'import json,sys; b=json.load(open(sys.argv[1])); [sys.stdout.buffer.write(open(i["path"],"rb").read()) for i in sorted(b["images"], key=lambda i: i["url"])]' \
        "$E2E_TMP/player/prototype.json" | md5sum)"

# A folder that holds anything is refused, and what it holds is left as it was.
mkdir -p "$E2E_TMP/busy"
echo "my notes" >"$E2E_TMP/busy/notes.txt"
"$BINARY" web "$STARTER" "$E2E_TMP/busy" >"$E2E_TMP/busy.txt" 2>&1
expect "a folder holding files is refused" "$?:$(grep -c 'already holds files (notes.txt)' "$E2E_TMP/busy.txt")" "1:1"
expect "and its file is untouched" "$(ls "$E2E_TMP/busy"):$(cat "$E2E_TMP/busy/notes.txt")" "notes.txt:my notes"

# A broken prototype is refused with the window's own words, file:line:column first.
BROKEN="$E2E_TMP/broken"
cp -R Assets/starter "$BROKEN"
sed -i 's/"screens\/chat.png"/"screens\/chta.png"/' "$BROKEN/snapnav.json"
"$BINARY" web "$BROKEN" "$E2E_TMP/broken-player" >"$E2E_TMP/broken.txt" 2>&1
status=$?
"$BINARY" "$BROKEN" --headless --frames 1 >"$E2E_TMP/broken-window.txt" 2>&1
expect "a broken prototype is refused as the window refuses it" \
    "$status:$(head -n 1 "$E2E_TMP/broken.txt")" "1:$(head -n 1 "$E2E_TMP/broken-window.txt")"
expect "naming the file, line and column" "$(grep -c "^snapnav: $BROKEN/snapnav.json:13:[0-9]*: panels.chat.content.file" "$E2E_TMP/broken.txt")" "1"
expect "and nothing is written" "$(ls "$E2E_TMP/broken-player" 2>&1 | grep -c 'No such file')" "1"

# An SVG screen goes as a PNG librsvg renders at 3×, laid out in the SVG's own points.
VECTOR="$E2E_TMP/vector"
mkdir -p "$VECTOR"
cp Tests/fixtures/svg/lines.svg "$VECTOR/home.svg"
"$BINARY" web "$VECTOR" "$E2E_TMP/vector-player" >"$E2E_TMP/vector.txt" 2>&1
expect "a folder of an SVG screen is written" "$?:$(ls "$E2E_TMP/vector-player/images")" "0:1.png"
expect "as a PNG of 1080 × 1920 pixels" "$(identify -format '%m %wx%h' "$E2E_TMP/vector-player/images/1.png")" "PNG 1080x1920"
expect "each 1-point line 3 black rows, nothing grey" \
    "$(convert "$E2E_TMP/vector-player/images/1.png" -crop 1x12+540+600 -depth 8 txt:- | tail -n +2 | awk '{ printf "%s ", substr($3, 1, 7) }')" \
    "#000000 #000000 #000000 #FFFFFF #FFFFFF #FFFFFF #FFFFFF #FFFFFF #FFFFFF #FFFFFF #FFFFFF #FFFFFF "
expect "and the prototype keeps its size in points" \
    "$(grep -c '"format": "SVG", "width": 360, "height": 640' "$E2E_TMP/vector-player/prototype.json")" "1"

# One file to send by message: everything inlined, nothing loaded from beside it.
"$BINARY" web "$STARTER" "$E2E_TMP/starter.html" --single-file >"$E2E_TMP/single.txt" 2>&1
expect "--single-file writes one HTML file" "$?:$(file -b --mime-type "$E2E_TMP/starter.html")" "0:text/html"
expect "with the prototype, module, fonts and screens inlined" \
    "$(grep -c '^window.SNAPNAV_INLINE = {' "$E2E_TMP/starter.html"):$(grep -c 'src="player.js"' "$E2E_TMP/starter.html"):$(grep -o 'data:image/png;base64' "$E2E_TMP/starter.html" | wc -l):$(grep -o 'data:font/ttf;base64' "$E2E_TMP/starter.html" | wc -l)" \
    "1:0:$(ls "$E2E_TMP/player/images" | wc -l):2"
"$BINARY" web "$STARTER" "$E2E_TMP/starter.html" --single-file >"$E2E_TMP/again.txt" 2>&1
expect "an existing file is not overwritten" "$?:$(grep -c 'already exists' "$E2E_TMP/again.txt")" "1:1"

finish
