#!/usr/bin/env bash
# End-to-end checks of a designer's own prototype: the starter from `snapnav new`, swiped on
# every arm with real X input in a real window under Xvfb, as the README and the starter say.
#   Tests/e2e/prototype.sh .build/release/snapnav
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav}")
source Tests/e2e/lib.sh

start_display
PROTO="$E2E_TMP/my proto"
"$BINARY" new "$PROTO" >"$E2E_TMP/new.out"
expect "snapnav new writes the starter" "$?" "0"
expect "and says how to open it, quoted for the shell" "$(tail -n 1 "$E2E_TMP/new.out")" "open it with: snapnav '$PROTO'"

# Each screen at rest, as the window shows it when started there: what a swipe or a tap must
# reach. inbox/chat is the inbox with the chat pushed over it, home/sheet home under the sheet.
export E2E_TITLE="My prototype"
for panel in home inbox discover feed inbox/chat home/sheet; do
    start_app "$BINARY" "$PROTO" --start "$panel"
    window_shot "$E2E_TMP/at-${panel//\//-}.png"
    stop_app
done


start_app "$BINARY" "$PROTO"
# The launch screen shows first and moves on to home by itself after its 2 s.
expect "the starter opens on its launch screen" "$(pixel $((WIDTH / 2)) $((HEIGHT * 9 / 10)))" "#FFFC00"
eventually -w 6 "which moves on to home by itself" yes shows home
# The starter asks for scale 3, which a 1280×1024 screen lowers: drags are given in its points.
POINT_SCALE=$(awk -v w="$WIDTH" 'BEGIN { print w / 360 }')
echo "the starter opens at ${WIDTH}×${HEIGHT}, ${POINT_SCALE} pixels per point"
drag() {
    local x0 y0 x1 y1
    read -r x0 y0 x1 y1 < <(awk -v s="$POINT_SCALE" -v a="$1" -v b="$2" -v c="$3" -v d="$4" \
        'BEGIN { printf "%d %d %d %d", a * s, b * s, c * s, d * s }')
    pixel_drag "$x0" "$y0" "$x1" "$y1" "${5:-12}"
}
# tap X Y: a click at the window's point X,Y.
tap() {
    xdotool mousemove $((WX + $(awk -v s="$POINT_SCALE" -v v="$1" 'BEGIN { printf "%d", v * s }'))) \
        $((WY + $(awk -v s="$POINT_SCALE" -v v="$2" 'BEGIN { printf "%d", v * s }'))) click 1
}

# Half way up, held: the window shows neither home nor the feed alone. Each case starts where the
# one before should have left the app: recover starts it there again if a check missed, so
# that one miss stays one miss.
recover --start home
xdotool mousemove $((WX + WIDTH / 2)) $((WY + HEIGHT * 3 / 4)) mousedown 1
mouse_path $((WIDTH / 2)) $((HEIGHT * 3 / 4)) $((WIDTH / 2)) $((HEIGHT * 3 / 4 - HEIGHT * 10 / 25)) 10
settle 2
window_shot "$E2E_TMP/held.png"
xdotool mouseup 1
settle
expect "a drag up from home moves the window with the finger" \
    "$([ "$(differing "$E2E_TMP/held.png" "$E2E_TMP/at-home.png")" -gt 10000 ] && echo yes || echo no)" "yes"

recover --start home
drag 180 500 180 150
eventually "a drag up from home shows the feed" yes shows feed
recover --start feed
drag 180 150 180 500
eventually "a drag down from the top of the feed returns home" yes shows home
recover --start home
drag 300 320 60 320
eventually "a drag left from home shows discover" yes shows discover
recover --start discover
drag 60 320 300 320
eventually "a drag right from discover returns home" yes shows home
recover --start home
drag 60 320 300 320
eventually "a drag right from home shows the inbox" yes shows inbox
recover --start inbox
drag 300 320 60 320
eventually "a drag left from the inbox returns home" yes shows home
recover --start home
drag 180 150 180 500
eventually "a drag down from home, at the top of its arm, stays home" yes shows home

# The starter's hotspots: home's ring presents the sheet and Done closes it; the inbox's first
# row pushes the chat and its back button takes it back.
recover --start home
tap 180 550
eventually "the starter's ring presents its sheet" yes shows home-sheet
recover --start home/sheet
tap 180 565
eventually "and Done closes it" yes shows home
recover --start home
drag 60 320 300 320
settle
tap 180 198
eventually "the inbox's first row pushes the chat" yes shows inbox-chat
recover --start inbox/chat
tap 40 75
eventually "and the chat's back button takes it back" yes shows inbox
recover --start inbox
drag 300 320 60 320

# The wheel: a notch down pages to the feed, and scrolls it once there.
recover --start home
xdotool mousemove $((WX + WIDTH / 2)) $((WY + HEIGHT / 2)) click 5
eventually "a wheel notch down on home shows the feed" yes shows feed
drag 180 500 180 200
settle
expect "a drag up on the feed scrolls it" "$(shows feed | cut -c1-2)" "no"
# band Y HEIGHT: "same" when rows Y… of the window (in points) match the feed at rest.
band() {
    local y h
    y=$(awk -v s="$POINT_SCALE" -v v="$1" 'BEGIN { printf "%d", v * s }')
    h=$(awk -v s="$POINT_SCALE" -v v="$2" 'BEGIN { printf "%d", v * s }')
    convert "$E2E_TMP/now.png" -crop "${WIDTH}x${h}+0+${y}" +repage "$E2E_TMP/band-now.png"
    convert "$E2E_TMP/at-feed.png" -crop "${WIDTH}x${h}+0+${y}" +repage "$E2E_TMP/band-rest.png"
    [ "$(differing "$E2E_TMP/band-now.png" "$E2E_TMP/band-rest.png")" = 0 ] && echo same || echo moved
}
expect "and its pinned header stays" "$(band 0 86)" "same"
expect "and so does its pinned tab bar" "$(band 560 80)" "same"
expect "while the cards between them moved" "$(band 100 440)" "moved"
drag 180 100 180 600
drag 180 100 180 600
eventually "dragging down scrolls the feed back and then returns home" yes shows home
stop_app
unset -f drag
drag() { pixel_drag "$@"; }

# The README's 3× phone on a 1280×1024 screen: the window is lowered to fit, keeps its shape,
# and says so once; a screenshot keeps the scale asked for.
BIG="$E2E_TMP/big"
mkdir -p "$BIG"
cp -r "$PROTO/screens" "$BIG/"
sed 's/"window": {[^}]*}/"window": { "width": 390, "height": 844, "scale": 3, "title": "Big" }/' \
    "$PROTO/snapnav.json" >"$BIG/snapnav.json"
E2E_TITLE=Big start_app "$BINARY" "$BIG"
echo "the README's 390×844 at scale 3 opens at ${WIDTH}×${HEIGHT} at ${WX},${WY}"
expect "a window too large for the screen fits in it" \
    "$([ "$WX" -ge 0 ] && [ "$WY" -ge 0 ] && [ $((WY + HEIGHT)) -le 1024 ] && [ $((WX + WIDTH)) -le 1280 ] && echo yes || echo no)" "yes"
shape_error=$(( WIDTH * 844 - HEIGHT * 390 ))
expect "and keeps the phone's shape, within a pixel's rounding" \
    "$([ "${shape_error#-}" -le 844 ] && echo yes || echo "no ($shape_error)")" "yes"
expect "and says so once" "$(grep -c 'does not fit the screen' "$E2E_TMP/app.err")" "1"
stop_app
"$BINARY" "$BIG" --screenshot "$E2E_TMP/big.png" 2>/dev/null
expect "a screenshot of the lowered window keeps scale 3" "$(identify -format '%wx%h' "$E2E_TMP/big.png")" "1170x2532"

# A folder of exports with no configuration: an export of another phone's shape keeps its
# sides, files it cannot show are named and skipped, and the window is titled after the folder.
FOLDER="$E2E_TMP/Exports"
mkdir -p "$FOLDER"
convert -size 1170x2532 xc:'#3366CC' "$FOLDER/1 tall.png"
# 750 × 1334, a red stripe down its left 30 pixels: fill would crop it off in a 360×779 window.
convert -size 750x1334 xc:'#FFFFFF' -fill '#FF0000' -draw 'rectangle 0,0 29,1200' "$FOLDER/2 short.png"
echo "just text" >"$FOLDER/3 notes.png"
printf 'GIF89a' >"$FOLDER/4 anim.gif"
E2E_TITLE=Exports start_app "$BINARY" "$FOLDER" --start "2 short"
expect "a folder's window is titled after the folder" "$(xdotool getwindowname "$WID")" "Exports"
expect "an export of another shape keeps its left edge" "$(pixel 3 100)" "#FF0000"
expect "and sits at the top, the panel below it in the export's edge colour" "$(pixel 180 680)" "#FFFFFF"
expect "a text file named .png is skipped and named" "$(grep -c 'skipped 3 notes.png is a text file, not a PNG, JPEG, WebP or SVG' "$E2E_TMP/app.err")" "1"
expect "a GIF export is skipped and named" "$(grep -c 'skipped 4 anim.gif is GIF; export PNG, JPEG, WebP or SVG' "$E2E_TMP/app.err")" "1"
drag 60 320 300 320
eventually "and the folder swipes" "#3366CC" still 180 100
stop_app

# A corrupt PNG is refused in one line of the app's own, with libpng's reason in it and no
# bare libpng line before it.
cp Tests/fixtures/bad-images/corrupt.png "$FOLDER/5 broken.png"
"$BINARY" --headless --frames 1 "$FOLDER" 2>"$E2E_TMP/broken.err" >/dev/null
expect "a corrupt export exits 1" "$?" "1"
expect "and every line on stderr is the app's own" "$(grep -vc '^snapnav: ' "$E2E_TMP/broken.err")" "0"
expect "naming the image and libpng's reason" \
    "$(grep -c "^snapnav: $FOLDER/5 broken.png: cannot be decoded as a PNG image: .*(IDAT: invalid window size" \
        "$E2E_TMP/broken.err")" "1"
rm "$FOLDER/5 broken.png"

# Memory with a designer's screens: ten 1170×2532 exports. Decoded images are kept within their
# own 64 MiB budget, so visiting every screen adds at most that much to the window at rest
# (before that budget, each visited screen kept 24 MiB: 194 → 366 MiB).
TEN="$E2E_TMP/ten"
mkdir -p "$TEN"
for i in $(seq 10); do convert -size 1170x2532 "xc:rgb($((i * 20)),90,160)" "$TEN/screen $i.png"; done
E2E_TITLE=ten start_app "$BINARY" "$TEN"
settle
rest=$(awk '/VmRSS/ { print int($2 / 1024) }' "/proc/$APP_PID/status")
# A swipe every 0.6 s, as a designer flicks through: that pace is what decoding must keep up with.
for key in Left Left Left Left Left Right Right Right Right Right Right Right Right Right; do
    xdotool key --window "$WID" "$key"
    sleep 0.6
done
settle
visited=$(awk '/VmRSS/ { print int($2 / 1024) }' "/proc/$APP_PID/status")
stop_app
echo "ten 1170×2532 exports: ${rest} MiB at rest, ${visited} MiB once every screen was visited"
expect "visiting every screen of ten adds less than the decoded images' budget" \
    "$([ $((visited - rest)) -lt 80 ] && echo yes || echo "no ($rest → $visited MiB)")" "yes"
# The screens beyond the first ones are decoded on a thread of their own, nearest first, so a
# screen reached a swipe at a time never waits: no frame showed a placeholder.
expect "no screen was reached before its image was decoded" \
    "$(grep -o 'placeholderFrames=[0-9]*' "$E2E_TMP/app.err")" "placeholderFrames=0"

# A broken export far from the screen shown leaves the window open: the banner names it once
# the decoding thread reaches it, and the screens near by work.
FAR="$E2E_TMP/far"
mkdir -p "$FAR"
for i in $(seq 7); do convert -size 360x640 "xc:rgb($((i * 30)),90,160)" "PNG32:$FAR/screen $i.png"; done
cp Tests/fixtures/bad-images/corrupt.png "$FAR/screen 1.png"
E2E_TITLE=far start_app "$BINARY" "$FAR"
eventually "a broken export three swipes away is named in the banner once the decoding thread reaches it" 1 \
    grep -c "^snapnav: $FAR/screen 1.png: cannot be decoded as a PNG image: the PNG data is damaged" "$E2E_TMP/app.err"
expect "and leaves the window open" "$(kill -0 "$APP_PID" && echo yes)" "yes"
expect "on the middle screen" "$(pixel 180 320)" "#785AA0"
drag 300 320 60 320
eventually "a swipe shows the next screen" "#965AA0" still 180 320
stop_app
expect "--stats says what the pacing probe cost" "$(grep -c ' probe=[0-9]*frames/[0-9]*ms ' "$E2E_TMP/app.err")" "1"

# Hotspots in a real window: a click on one goes to its panel with the spring; a click beside
# it flashes them; T shows them all the time.
TAPS="$E2E_TMP/taps"
mkdir -p "$TAPS"
cat >"$TAPS/snapnav.json" <<'JSON'
{ "window": { "title": "Taps" }, "start": "camera", "horizontal": ["chat", "camera", "stories"],
  "panels": { "chat": { "background": "#3CB2E2",
                        "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "go": "stories" } }] },
              "camera": { "background": "#1E1E1E" }, "stories": { "background": "#9B55A0" } } }
JSON
E2E_TITLE=Taps start_app "$BINARY" "$TAPS" --start chat
click 180 450
eventually -w 0.5 "a click beside a hotspot flashes it at once" yes differs_from "#3CB2E2" 180 240
expect "and leaves the rest of the screen" "$(pixel 180 450)" "#3CB2E2"
eventually "and the flash fades" "#3CB2E2" still 180 240
click 180 240
eventually "a click on a hotspot goes to its panel" "#9B55A0" still 180 240
drag 60 320 300 320
settle
drag 60 320 300 320
eventually "and the panel it came from is a swipe away" "#3CB2E2" still 180 450
xdotool key --window "$WID" t
eventually "T shows the hotspots" yes differs_from "#3CB2E2" 180 240
stop_app

# Screens opened over the cross: a click pushes a screen from the right; a swipe right held
# half way shows both screens at the finger's offset; let go past half way, it goes back. A
# sheet comes up from the bottom and a drag down takes it away.
cat >"$TAPS/snapnav.json" <<'JSON'
{ "window": { "title": "Taps" }, "start": "camera", "horizontal": ["chat", "camera", "stories"],
  "panels": { "chat": { "background": "#3CB2E2",
                        "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "push": "detail" } },
                                     { "frame": [20, 400, 320, 80], "tap": { "present": "sheet" } }] },
              "detail": { "background": "#F2F2F2", "hotspots": [{ "frame": [0, 44, 80, 44], "tap": "back" }] },
              "sheet": { "background": "#FFB000" },
              "camera": { "background": "#1E1E1E" }, "stories": { "background": "#9B55A0" } } }
JSON
# first_x COLOUR Y / first_y COLOUR X: where a colour starts along a row or a column of the window.
first_x() {
    window_shot "$E2E_TMP/row.png"
    convert "$E2E_TMP/row.png" -crop "${WIDTH}x1+0+$2" +repage -depth 8 txt:- |
        awk -v c="$1" 'toupper($3) == c { split($1, p, ","); print p[1]; exit }'
}
first_y() {
    window_shot "$E2E_TMP/column.png"
    convert "$E2E_TMP/column.png" -crop "1x${HEIGHT}+$2+0" +repage -depth 8 txt:- |
        awk -v c="$1" 'toupper($3) == c { split($1, p, ":"); split(p[1], q, ","); print q[2]; exit }'
}
E2E_TITLE=Taps start_app "$BINARY" "$TAPS" --start chat --touches
click 180 240
eventually "a click on a push hotspot shows the pushed screen" "#F2F2F2" still 180 560
xdotool mousemove $((WX + 40)) $((WY + 320)) mousedown 1
mouse_path 40 320 250 320 14
settle 2
held=$(first_x "#F2F2F2" 560)
echo "a back swipe held 210 points from its press shows the pushed screen from x = $held"
expect "a held back swipe shows the pushed screen at the finger's offset, less the 10-point slop" "$held" "200"
expect "and the screen under it, darkened, to its left" "$([ "$(pixel 20 560)" != "#3CB2E2" ] && [ "$(pixel 20 560)" != "#F2F2F2" ] && echo yes || echo no)" "yes"
xdotool mouseup 1
eventually "let go past half way, it goes back" "#3CB2E2" still 180 560
click 180 440
eventually "a click on a present hotspot shows the sheet" "#FFB000" still 180 560
xdotool mousemove $((WX + 180)) $((WY + 100)) mousedown 1
mouse_path 180 100 180 340 12
settle 2
top=$(first_y "#FFB000" 40)
echo "a sheet dragged 240 points down shows from y = $top"
touch=$(pixel 180 340)
expect "--touches draws a circle under the held finger" "$([ "$touch" != "#FFB000" ] && echo yes || echo "no ($touch)")" "yes"
expect "a held sheet drag shows the sheet at the finger's offset, less the slop" "$top" "230"
xdotool mouseup 1
eventually "let go short of half way, slowly, the sheet stays" "#FFB000" still 180 560
xdotool key --window "$WID" Escape
# under_sheet: the colour where the sheet was, once at rest, and whether the app still runs.
under_sheet() { echo "$(still 180 560):$(app_running && echo running)"; }
eventually "Esc takes the sheet away instead of quitting" "#3CB2E2:running" under_sheet
stop_app

# An image named alone opens its folder, on that image.
E2E_TITLE=Exports start_app "$BINARY" "$FOLDER/1 tall.png"
expect "snapnav IMAGE opens the image's folder on that image" "$(pixel 180 100)" "#3366CC"
stop_app

finish
