#!/usr/bin/env bash
# The release binary natively on Wayland: sway, headless, with a virtual pointer and keyboard.
# The app picks Wayland by itself (WAYLAND_DISPLAY set, no X display), floats at the
# prototype's shape in a tiling compositor, follows a touchpad's scrolling exactly, and draws
# at the output's scale. Positions are read from grim's screenshots.
#   Tests/wayland/run.sh .build/release/snapnav
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav}")
source Tests/wayland/lib.sh
trap 'stop_sway; cleanup' EXIT

CAMERA="#1E1E1E"
STORIES="#9B55A0"

# A long end pause holds a touchpad swipe as resting fingers would, long enough for a screenshot.
python3 -c 'import json, sys; c = json.load(open(sys.argv[1])); c["input"] = {"wheelEndPause": 4}; print(json.dumps(c))' \
    Tests/fixtures/plain.json >"$E2E_TMP/held.json"

# first_x COLOUR Y: where COLOUR starts along row Y of the window, in window points.
first_x() {
    convert "$(shot)" -crop "$((WIDTH * SCALE))x1+$((WX * SCALE))+$(((WY + $2) * SCALE))" +repage -depth 8 txt:- |
        awk -v c="$1" -v s="$SCALE" 'toupper($3) == c { split($1, p, ","); print int(p[1] / s); exit }'
}

start_sway 1
WX=0 WY=0 pointer "move 640 512"
expect "sway offers a virtual pointer, which answers" "$(kill -0 "$VIRTUAL_POINTER_PID" 2>/dev/null && echo yes)" "yes"

start_app "$BINARY" --config Tests/fixtures/plain.json
expect "the window floats in a tiling compositor" "$FLOATING" "floating"
expect "at the prototype's shape" "${WIDTH}x${HEIGHT}" "360x640"
expect "it starts on the camera" "$(pixel 180 100)" "$CAMERA"
drag 300 320 60 320
eventually "a drag pages to stories" "$STORIES" still 180 100
# Short of half way, held still before the release: it snaps back. Each case starts where the
# one before should have left the app: recover starts it there again if a check missed, so that
# one miss stays one miss.
recover --start stories
drag 60 320 180 320 10 300
eventually "a short slow drag snaps back" "$STORIES" still 180 100
recover --start stories
wtype -s 100 -k Left
eventually "Left pages back to the camera" "$CAMERA" still 180 100
recover
wtype -s 100 -k Right
eventually "Right pages to stories" "$STORIES" still 180 100
recover --start stories
wtype -s 100 -k Home
eventually "Home returns to the camera" "$CAMERA" still 180 100
# A mouse wheel's whole steps, a burst of four, page once.
recover
series 180 320 4 15 "notch 1 0"
eventually "a burst of wheel steps pages once" "$STORIES" still 180 100
# The window is resizable once it floats.
swaymsg "[app_id=snapnav] resize set 300 500" >/dev/null
# smaller: "yes" once sway gives the window less than its 360×640. sway's size is the
# container's, title bar and border included.
smaller() {
    local resized_width resized_height
    read -r _ _ _ resized_width resized_height <<<"$(window_geometry)"
    [ "$resized_width" -lt 360 ] && [ "$resized_height" -lt 640 ] && echo yes || echo "no (${resized_width}x${resized_height})"
}
eventually "and stays resizable" yes smaller
stop_app
expect "Esc quits with status 0" "$APP_STATUS" "0"
expect "the app chose Wayland by itself" "$(grep -c 'driver=wayland' "$E2E_TMP/app.err")" "1"

# A touchpad: the content follows the fingers' scrolling exactly, held while they rest.
start_app "$BINARY" --config "$E2E_TMP/held.json"
series 180 320 16 16 "scroll 7.5 0 finger"
settle 2
x=$(first_x "$STORIES" 600)
shown=$((WIDTH - x))
echo "touchpad held sideways on Wayland: scrolled 16 × 7.5 = 120 px, shown ${shown} pt"
within "a held touchpad scroll moves the content as far as the fingers" "$shown" 120 1
# Lifted (axis_stop), the swipe ends at once with the fingers' speed, 470 px/s, past the fling
# velocity: where the pause rule holds this configuration's swipe for 4 s, it has paged.
pointer "stop"
# both_edges: the colours at the window's left and right edges.
both_edges() { echo "$(pixel 20 100):$(pixel 340 100)"; }
eventually -w 1.5 "an axis_stop ends the touchpad swipe at once, not after the 4 s pause" "$STORIES:$STORIES" both_edges
stop_app
expect "the app stayed on Wayland for it" "$(grep -c "driver=wayland" "$E2E_TMP/app.err")" "1"

# A tap on a hotspot pushes a screen, and a touchpad's swipe right takes it back: held, the
# pushed screen sits where the fingers scrolled it; lifted past half way, it goes back.
cat >"$E2E_TMP/taps.json" <<'JSON'
{ "start": "camera", "horizontal": ["chat", "camera"], "input": { "wheelEndPause": 4 },
  "panels": { "chat": { "background": "#3CB2E2",
                        "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "push": "detail" } }] },
              "detail": { "background": "#F2F2F2" }, "camera": { "background": "#1E1E1E" } } }
JSON
start_app "$BINARY" --config "$E2E_TMP/taps.json" --start chat
pointer "move 180 240" "sleep 50" "down" "sleep 50" "up"
eventually "a click on a push hotspot shows the pushed screen" "#F2F2F2" still 180 560
series 40 560 28 16 "scroll -7.5 0 finger"
settle 2
edge=$(first_x "#F2F2F2" 560)
echo "touchpad held after scrolling 210 px right on the pushed screen: it shows from x = ${edge}"
within "a held touchpad swipe back has the pushed screen where the fingers scrolled it" "$edge" 210 1
pointer "stop"
eventually -w 1.5 "lifted past half way, it goes back at once, not after the 4 s pause" "#3CB2E2" pixel 180 560
stop_app

# A 2× export with a one-pixel black hairline every 4 pixels.
HAIR="$E2E_TMP/hair"
mkdir -p "$HAIR"
convert -size 720x1280 xc:white -fill black \
    -draw "$(for y in $(seq 0 4 1276); do printf 'line 0,%d 719,%d ' "$y" "$y"; done)" "$HAIR/screen.png"
cat >"$HAIR/snapnav.json" <<'JSON'
{ "start": "screen", "horizontal": ["screen"],
  "panels": { "screen": { "content": { "kind": "image", "file": "screen.png" } } } }
JSON

# column OUTPUT OUTPUT_X SCALE: the window's column at window point 100 on one output, whose
# left edge is at OUTPUT_X, as "ROWS BLACK".
column() {
    grim -o "$1" "$E2E_TMP/column.png"
    convert "$E2E_TMP/column.png" -crop "1x$((HEIGHT * $3))+$(((WX - $2 + 100) * $3))+$((WY * $3))" +repage \
        -depth 8 txt:- >"$E2E_TMP/column.txt"
    echo "$(grep -c '^[0-9]' "$E2E_TMP/column.txt") $(grep -ci '#000000' "$E2E_TMP/column.txt")"
}

# Moved to an output at scale 2, the window draws at 2 pixels a point from then on.
start_app "$BINARY" "$HAIR"
read -r rows black <<<"$(column HEADLESS-1 0 1)"
expect "at scale 1: 640 rows, the hairlines averaged to grey" "$rows:$black" "640:0"
swaymsg create_output >/dev/null
swaymsg output HEADLESS-2 resolution 2560x2048 scale 2 pos 1280 0 >/dev/null
swaymsg "[app_id=snapnav] move container to output HEADLESS-2" >/dev/null
# column_on_second: the window's column on the 2× output, as "ROWS:BLACK", once it is there.
column_on_second() {
    read -r _ WX WY WIDTH HEIGHT <<<"$(window_geometry)"
    [ "$WX" -ge 1280 ] || { echo "not moved yet"; return; }
    column HEADLESS-2 1280 2 | tr ' ' :
}
eventually "moved to a 2× output, it draws 1280 rows, every hairline black" "1280:320" column_on_second
stop_app
stop_sway

# At scale 2 from the start, the window is drawn at twice its points: a 2× export shows pixel
# for pixel, its one-pixel hairlines black.
start_sway 2
start_app "$BINARY" "$HAIR"
expect "at scale 2 the window keeps its 360×640 points" "${WIDTH}x${HEIGHT}" "360x640"
convert "$(shot)" -crop "1x$((HEIGHT * 2))+$(((WX + 100) * 2))+$((WY * 2))" +repage -depth 8 txt:- >"$E2E_TMP/column.txt"
rows=$(grep -c '^[0-9]' "$E2E_TMP/column.txt")
black=$(grep -ci '#000000' "$E2E_TMP/column.txt")
echo "scale 2: a column of the window is ${rows} pixels, ${black} of them black hairlines"
expect "and is drawn with 2 pixels a point" "$rows" "1280"
expect "so a 2× export's hairlines stay black, one row in four" "$black" "320"
stop_app

finish
