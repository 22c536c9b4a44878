#!/usr/bin/env bash
# End-to-end checks of a folder of @3x exports opened with no configuration, on a screen 900
# pixels tall, with real X input in a real window under Xvfb: the window's size in points, the
# screen it starts on, the snapnav.json that E writes following the folder as exports are
# added, the folder shown again once that file is deleted, and a window lowered to fit.
#   Tests/e2e/folder.sh .build/release/snapnav
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav}")
source Tests/e2e/lib.sh

# A laptop's 1440×900 has room under its title bar for 860 of the window's pixels.
E2E_SCREEN=1280x900x24 start_display
FOLDER="$E2E_TMP/exports"
mkdir -p "$FOLDER"
# export NAME COLOUR: a 1170×2532 export, as Figma writes a 390×844 frame at 3×, moved into the
# folder whole.
export_screen() {
    convert -size 1170x2532 "xc:$2" -strip "PNG24:$E2E_TMP/$1"
    mv "$E2E_TMP/$1" "$FOLDER/$1"
}
export_screen "Chat@3x.png" "#3CB2E2"
export_screen "Home@3x.png" "#2F6FEB"
export_screen "Map@3x.png" "#9B55A0"
export_screen "Profile@3x.png" "#FFFC00"
export E2E_TITLE="exports"
# colour_at X Y COLOUR: succeeds when the window's point X,Y has COLOUR.
colour_at() { [ "$(pixel "$1" "$2")" = "$3" ]; }
# said TEXT: succeeds when the app has said TEXT on stderr.
said() { grep -qF -- "$1" "$E2E_TMP/app.err"; }

start_app "$BINARY" "$FOLDER"
expect "1170-pixel @3x exports open a window 390 points wide and 844 tall" "${WIDTH}x${HEIGHT}" "390x844"
expect "on the screen named Home, not on Map, the middle one" "$(pixel 195 422)" "#2F6FEB"
# Keys go to the window under the pointer.
xdotool mousemove $((WX + 195)) $((WY + 422))

# ---- E writes a snapnav.json that keeps following the folder ----
xdotool key --window "$WID" e
poll_until 3 said "wrote $FOLDER/snapnav.json"
expect "E writes the folder's snapnav.json" "$?" "0"
expect "which takes its screens from the folder and names no @3x suffix" \
    "$(python3 -c 'import json, sys; c = json.load(open(sys.argv[1])); print(c["screens"], "@3x" in open(sys.argv[1]).read())' "$FOLDER/snapnav.json")" \
    "folder False"
xdotool key --window "$WID" e
poll_until 3 said "left editing Home"
expect "E leaves editing" "$?" "0"
export_screen "Stories@3x.png" "#F23C57"
poll_until 5 said "reloaded Stories@3x.png"
expect "a new export dropped into the folder reloads it" "$?" "0"
for colour in "#9B55A0" "#FFFC00" "#F23C57"; do
    xdotool key --window "$WID" Right
    poll_until 3 colour_at 195 422 "$colour"
done
expect "and is the screen after Profile" "$(pixel 195 422)" "#F23C57"

# ---- Deleting that snapnav.json shows the plain folder again ----
rm "$FOLDER/snapnav.json"
poll_until 5 said "$FOLDER/snapnav.json is gone, so $FOLDER shows its images as a folder again"
expect "deleting snapnav.json goes back to the folder, saying so" "$?" "0"
expect "without an error" "$(grep -c 'still running the last good configuration' "$E2E_TMP/app.err")" "0"
expect "on the same screen" "$(pixel 195 422)" "#F23C57"
stop_app

# ---- A window lowered to fit opens at a whole scale near the largest that fits ----
start_app "$BINARY" "$FOLDER" --scale 2
expect "at --scale 2 the 390×844 window, which fits 1.02 times, opens at scale 1" "${WIDTH}x${HEIGHT}" "390x844"
expect "and says so" "$(grep -c 'so it opens at scale 1 (390×844)' "$E2E_TMP/app.err")" "1"
stop_app

finish
