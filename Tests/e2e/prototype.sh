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
"$BINARY" new "$PROTO" >/dev/null
expect "snapnav new writes the starter" "$?" "0"

# Each screen at rest, as the window shows it when started there: what a swipe must reach.
export E2E_TITLE="My prototype"
for panel in home inbox discover feed; do
    start_app "$BINARY" "$PROTO" --start "$panel"
    window_shot "$E2E_TMP/at-$panel.png"
    stop_app
done

# shows PANEL: "yes" when the window shows PANEL as it rests, within 1 % of its pixels.
shows() {
    window_shot "$E2E_TMP/now.png"
    local count
    count=$(differing "$E2E_TMP/now.png" "$E2E_TMP/at-$1.png")
    [ "$count" -lt $((WIDTH * HEIGHT / 100)) ] && echo yes || echo "no ($count pixels differ)"
}

start_app "$BINARY" "$PROTO"
expect "the starter opens on home" "$(shows home)" "yes"

# Half way up, held: the window shows neither home nor the feed alone.
xdotool mousemove $((WX + 180)) $((WY + 500)) mousedown 1
for i in $(seq 10); do xdotool mousemove $((WX + 180)) $((WY + 500 - i * 25)); sleep 0.016; done
sleep 0.3
window_shot "$E2E_TMP/held.png"
xdotool mouseup 1
sleep 1
expect "a drag up from home moves the window with the finger" \
    "$([ "$(differing "$E2E_TMP/held.png" "$E2E_TMP/at-home.png")" -gt 10000 ] && echo yes || echo no)" "yes"

drag 180 500 180 150
sleep 1
expect "a drag up from home shows the feed" "$(shows feed)" "yes"
drag 180 150 180 500
sleep 1
expect "a drag down from the top of the feed returns home" "$(shows home)" "yes"
drag 300 320 60 320
sleep 1
expect "a drag left from home shows discover" "$(shows discover)" "yes"
drag 60 320 300 320
sleep 1
expect "a drag right from discover returns home" "$(shows home)" "yes"
drag 60 320 300 320
sleep 1
expect "a drag right from home shows the inbox" "$(shows inbox)" "yes"
drag 300 320 60 320
sleep 1
expect "a drag left from the inbox returns home" "$(shows home)" "yes"
drag 180 150 180 500
sleep 1
expect "a drag down from home, at the top of its arm, stays home" "$(shows home)" "yes"

# The wheel: a notch down pages to the feed, and scrolls it once there.
xdotool mousemove $((WX + 180)) $((WY + 320)) click 5
sleep 1
expect "a wheel notch down on home shows the feed" "$(shows feed)" "yes"
drag 180 500 180 200
sleep 1
expect "a drag up on the feed scrolls it" "$(shows feed | cut -c1-2)" "no"
drag 180 100 180 600
drag 180 100 180 600
sleep 1
expect "dragging down scrolls the feed back and then returns home" "$(shows home)" "yes"
stop_app

finish
