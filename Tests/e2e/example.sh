#!/usr/bin/env bash
# End-to-end checks of the example under Examples/MapPanel: the snapnav command with a panel
# of its own kind, drawn in Swift, headless and in a real window under Xvfb.
#   Tests/e2e/example.sh .build/release/snapnav-map-example
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav-map-example}")
source Tests/e2e/lib.sh

LAND="#E9EEF1"
MAYA="#F23C57"
CAMERA="#1E1E1E"
shot="$E2E_TMP/map.png"

# Headless, as snapnav runs: the map's land, and Maya's pin where the configuration puts it
# (28 % across, 42 % down; left of its initial) once the pins have dropped in.
"$BINARY" --headless --start map --frames 40 --screenshot "$shot"
expect "headless, the example exits 0" "$?" "0"
expect "the map's land is drawn" "$(convert "$shot" -format '#%[hex:p{330,600}]' info: | cut -c1-7)" "$LAND"
expect "Maya's pin is where the configuration puts it" \
    "$(convert "$shot" -format '#%[hex:p{89,269}]' info: | cut -c1-7)" "$MAYA"
expect "it takes snapnav's flags" "$("$BINARY" --help | grep -c '^  --screenshot FILE')" "1"

# A pin the map cannot place is refused before a window opens, naming the file and the key.
sed 's/"x": 0.28/"x": 2/' Examples/MapPanel/snapnav.json >"$E2E_TMP/bad.json"
message=$("$BINARY" --headless --config "$E2E_TMP/bad.json" --frames 1 2>&1 >/dev/null)
expect "a bad pin exits 1" "$?" "1"
expect "and is named with its file, line, column and key path" \
    "$(echo "$message" | grep -c "bad.json:18:29: panels.map.content.pins\[0\].x: expected a number from 0 to 1")" "1"

# In a real window, a drag down from the camera reveals the map above it.
start_display
start_app "$BINARY"
expect "the window opens on the camera" "$(pixel 180 100)" "$CAMERA"
drag 180 150 180 520
eventually "a drag down shows the map" "$LAND" still 330 600
stop_app

finish
