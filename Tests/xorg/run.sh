#!/usr/bin/env bash
# The release binary on a real X server (Xorg, dummy video driver) with real input devices of
# the server's inputtest driver: a touchpad-like pointer with smooth-scroll valuators, a
# touchscreen and a keyboard. Events take the server's own input path, so this is the only
# place smooth scrolling (XInput 2 valuators, with core wheel buttons emulated for the same
# scrolling) and XInput 2 touches reach the app as they do on a laptop. Positions are read
# from screenshots.
#   Tests/xorg/run.sh .build/release/snapnav
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav}")
source Tests/xorg/lib.sh

CAMERA="#1E1E1E"
CHAT="#3CB2E2"
STORIES="#9B55A0"
MEMORIES="#F23C57"
# 120 valuator units are one notch, and a notch is input.wheelScale (40) points.
POINTS_PER_UNIT=$(awk 'BEGIN { print 40 / 120 }')

# configuration NAME BASE JSON-OF-CHANGES: BASE with top-level keys replaced, in the run's directory.
configuration() {
    python3 -c 'import json, sys; c = json.load(open(sys.argv[1])); c.update(json.loads(sys.argv[2])); print(json.dumps(c))' \
        "$2" "$3" >"$E2E_TMP/$1.json"
    echo "$E2E_TMP/$1.json"
}
# A long end pause holds a swipe as fingers resting on the pad would, long enough for a screenshot.
HELD=$(configuration held Tests/fixtures/plain.json '{"input": {"wheelEndPause": 4}}')
HELD_NOTCHES=$(configuration held-notches Tests/fixtures/plain.json \
    '{"input": {"wheelEndPause": 4, "wheelNotches": "drag"}}')
cp Assets/profile.png "$E2E_TMP/"
HELD_LIST=$(configuration held-list Assets/demo.json '{"input": {"wheelEndPause": 4}}')

# offset_right SHOT: how far the content has moved toward stories, from where stories' edge is.
offset_right() {
    local x
    x=$(python3 Tests/xorg/measure.py first-x "$1" "$STORIES" 600)
    [ "$x" -ge 0 ] && echo $((WIDTH - x))
}

start_xorg
expect "the X server has XInput 2 touchpad and touchscreen devices" \
    "$(xinput list --name-only 2>/dev/null | grep -cE '^(touchpad|touchscreen)$')" "2"

# --- Touchpad: the content follows a held two-finger scroll exactly.
start_app "$BINARY" --config "$HELD"
scroll_series 12 30 0 20
scrolled=$(awk -v u=$((12 * 30)) -v p="$POINTS_PER_UNIT" 'BEGIN { print u * p }')
shown=$(offset_right "$(screenshot)")
echo "touchpad held sideways: scrolled ${scrolled} pt, shown ${shown} pt"
within "a held sideways touchpad scroll moves the content as far as it scrolled" "$shown" "$scrolled" 2
stop_app

start_app "$BINARY" --config "$HELD"
scroll_series 9 0 40 20
y=$(python3 Tests/xorg/measure.py first-y "$(screenshot)" "$MEMORIES" 20)
shown=$((HEIGHT - y))
echo "touchpad held downward: scrolled 120 pt, shown ${shown} pt"
within "a held downward touchpad scroll brings memories up as far as it scrolled" "$shown" 120 2
stop_app
grep -q "scrolling=xinput2" "$E2E_TMP/app.err"
expect "the app reads smooth scrolling from XInput 2" "$?" "0"

# Whole-notch valuator events set to drag: each notch moves 40 pt once, not again for the
# wheel button the server emulates from it.
start_app "$BINARY" --config "$HELD_NOTCHES"
scroll_series 3 120 0 30
shown=$(offset_right "$(screenshot)")
echo "three whole notches set to drag: scrolled 120 pt, shown ${shown} pt"
within "three notches of scroll valuator move 120 pt, not twice that" "$shown" 120 2
stop_app

# --- Touchpad paging with the default end pause.
start_app "$BINARY" --config Tests/fixtures/plain.json
scroll_series 24 18 0 50
eventually "a slow scroll of 0.4 page snaps back" "$CAMERA" still 180 100
# Each case starts where the one before should have left the app: recover starts it there
# again if a check missed, so that one miss stays one miss.
recover
scroll_series 42 18 0 50
eventually "a slow scroll of 0.7 page pages to stories" "$STORIES" still 180 100
recover --start stories
scroll_series 5 -60 0 10
eventually "a quick flick pages back to the camera" "$CAMERA" still 180 100
recover
scroll_series 5 -60 0 10
eventually "a quick flick pages to chat" "$CHAT" still 180 100
recover --start chat
scroll_series 40 100 0 10
eventually "a long fast swipe of four pages moves one page, to the camera" "$CAMERA" still 180 100

# A kinetic tail: a flick, the fingers lift (a pause), then the driver's coasting events.
recover
scroll_series 5 60 0 10
# The lift: 130 ms without events, as a touchpad's driver leaves between the fingers and the coasting.
devices "sleep 130"
for units in 40 35 30 26 22 18 15 12 10 8 6 5 4 3 2; do devices "scroll $units 0" "sleep 20"; done
eventually "a flick's kinetic tail does not page again" "$STORIES" still 180 100

# Clicky wheels: whole increments of the scroll valuator, and real wheel buttons, each burst
# one page. A second after fractional scrolling, whole notches are a wheel again.
recover --start stories
sleep 1.2
scroll_series 3 -120 0 30
eventually "a burst of three valuator notches pages once, to the camera" "$CAMERA" still 180 100
recover
button_burst 6 3 30
eventually "a burst of three wheel buttons pages once, to chat" "$CHAT" still 180 100
stop_app

# --- Touchpad over a list: the list scrolls 1:1 under the fingers.
start_app "$BINARY" --config "$HELD_LIST" --start chat
before=$(screenshot)
cp "$before" "$E2E_TMP/before.ppm"
scroll_series 12 0 30 20
# The list's rows, between the header and the bar, through the avatars.
moved=$(python3 Tests/xorg/measure.py shift "$E2E_TMP/before.ppm" "$(screenshot)" 40 140 560)
echo "touchpad over the chat list: scrolled 120 pt, list moved ${moved} pt"
within "a touchpad scroll over a list scrolls the list as far" "$moved" 120 2
expect "and the list scrolls instead of paging" "$(pixel 180 60)" "$CHAT"
stop_app

# --- Touchscreen: XInput 2 touches, which SDL turns into finger events.
RECORDING="$E2E_TMP/touch.jsonl"
start_app "$BINARY" --config Tests/fixtures/plain.json --record "$RECORDING"
# As on a phone, the first 10 pt of a touch only choose the axis (a tap must stay a tap); from
# there the content follows the finger point for point.
touch_drag 1 300 320 200 320 10 20 hold
settle 2
first=$(offset_right "$(screenshot)")
devices "touch update 1 $(touch_point 140 320)"
settle 2
second=$(offset_right "$(screenshot)")
echo "finger held 100 pt left: shown ${first} pt; moved 60 pt further: shown ${second} pt"
within "a held finger has the content within the 10 pt slop of it" "$first" 95 5
within "then the content follows the finger point for point" "$((second - first))" 60 2
devices "touch end 1 $(touch_point 140 320)"
eventually "lifted after resting, it settles back on the camera" "$CAMERA" still 180 100
touch_drag 1 300 320 60 320 8 10
eventually "a finger swipe left pages to stories" "$STORIES" still 180 100
touch_drag 1 60 320 300 320 8 10
eventually "a finger swipe right pages back to the camera" "$CAMERA" still 180 100
touch_drag 1 180 500 180 150 8 10
eventually "a finger swipe up pages to memories" "$MEMORIES" still 180 100
touch_drag 1 180 150 180 500 8 10
eventually "a finger swipe down pages back to the camera" "$CAMERA" still 180 100
devices "touch begin 1 $(touch_point 180 320)"
touch_drag 2 300 400 40 400 8 10
devices "sleep 200" "touch end 1 $(touch_point 180 320)"
eventually "a second finger's swipe is ignored while the first rests" "$CAMERA" still 180 100
stop_app
fingers=$(grep -c '"pointer":"finger' "$RECORDING")
# The one mouse event before the first touch is where the pointer already was as the window opened.
mice=$(sed -n '/"pointer":"finger/,$p' "$RECORDING" | grep -c '"pointer":"mouse"')
echo "recorded touch input: ${fingers} finger events, ${mice} mouse events"
expect "touches arrive as fingers" "$([ "$fingers" -gt 40 ] && echo yes || echo "no ($fingers)")" "yes"
expect "a touch does not also act as the mouse" "$mice" "0"

# --- Touchscreen on hotspots: a finger tap pushes a screen, and a finger swipe right, held,
# shows it at the finger's offset and, let go past half way, takes it back. Then a touchpad's
# two-finger swipe does the same, held while the fingers rest (a long end pause).
TAPS="$E2E_TMP/taps.json"
cat >"$TAPS" <<'JSON'
{ "start": "camera", "horizontal": ["chat", "camera", "stories"], "input": { "wheelEndPause": 4 },
  "panels": { "chat": { "background": "#3CB2E2",
                        "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "push": "detail" } }] },
              "detail": { "background": "#F2F2F2" },
              "camera": { "background": "#1E1E1E" }, "stories": { "background": "#9B55A0" } } }
JSON
start_app "$BINARY" --config "$TAPS" --start chat
finger_tap 180 240
eventually "a finger tap on a push hotspot shows the pushed screen" "#F2F2F2" still 180 560
touch_drag 1 40 560 250 560 14 16 hold
settle 2
edge=$(convert "$(screenshot)" -crop "${WIDTH}x1+0+560" +repage -depth 8 txt:- |
    awk 'toupper($3) == "#F2F2F2" { split($1, p, ","); print p[1]; exit }')
echo "finger held 210 pt right on the pushed screen: it shows from x = ${edge}"
within "a held finger swipe back has the pushed screen at the finger, less the slop" "$edge" 200 2
devices "touch end 1 $(touch_point 250 560)"
eventually "let go past half way, the finger swipe takes it back" "#3CB2E2" still 180 560
finger_tap 180 240
eventually "a second finger tap pushes it again" "#F2F2F2" still 180 560
scroll_series 21 -30 0 16
settle 2
edge=$(convert "$(screenshot)" -crop "${WIDTH}x1+0+560" +repage -depth 8 txt:- |
    awk 'toupper($3) == "#F2F2F2" { split($1, p, ","); print p[1]; exit }')
echo "touchpad held after scrolling 210 pt right on the pushed screen: it shows from x = ${edge}"
within "a held touchpad swipe back has the pushed screen where the fingers scrolled it" "$edge" 210 2
eventually "once the fingers lift, past half way, the touchpad swipe takes it back" "#3CB2E2" still 180 560
stop_app

# --- Touchscreen on a story: the starter's, at scale 1 so the window's pixels are its points.
# A finger taps forward and back, holds to pause, ends the story, and drags it down held.
STORY_PROTO="$E2E_TMP/story"
"$BINARY" new "$STORY_PROTO" >/dev/null
SNAP1="#7B61FF"
SNAP2="#FF7A45"
SNAP3="#12B886"
HOME_INK="#111418"
export E2E_TITLE="My prototype"
start_app "$BINARY" "$STORY_PROTO" --scale 1 --start home/story
eventually "the story opens on its first snap" "$SNAP1" snap_in_place
BARS=$(pixel 180 9)
expect "its bars show at the top" "$([ "$BARS" != "$SNAP1" ] && echo yes)" "yes"
finger_tap 300 520
eventually "a finger tap on the right goes forward" "$SNAP2" snap
finger_tap 60 520
eventually "a finger tap on the left third goes back" "$SNAP1" snap
devices "touch begin 1 $(touch_point 300 520)"
eventually "a finger held hides the bars" "$SNAP1" pixel 180 9
# Held past a snap's 5 s: the length of the hold is the test.
sleep 5
devices "touch end 1 $(touch_point 300 520)"
eventually "with the bars back once it is lifted" "$BARS" pixel 180 9
# The story's top-left corner once it has been in place for seconds: what the corner shows when
# the sheet's spring has brought its top home.
TOP_INK=$(pixel 2 4)
expect "and it paused: lifted after more than 5 s, the same snap" "$(snap)" "$SNAP1"
finger_tap 300 520
eventually "a tap on, the second snap" "$SNAP2" snap
finger_tap 300 520
eventually "two taps on, the last snap" "$SNAP3" snap
finger_tap 300 520
eventually "a tap past the last snap ends the story, as back would: home" "$HOME_INK" still 345 100
finger_tap 180 380
eventually "the home card presents it again, from its first snap" "$SNAP1" snap_in_place
# The snap covers the left edge before the sheet's spring has brought its top home, and a story
# is never at rest (its bars move): the top-left corner says when the finger can take hold of a
# story in place.
eventually "and its top is home" "$TOP_INK" pixel 2 4
touch_drag 1 180 320 180 520 20 16 hold
settle 2
cp "$(screenshot)" "$E2E_TMP/dismiss.ppm"
# As with the mouse: 190 of 640 points down after the slop, so its top at 209 and its left at 10.7.
top=$(python3 Tests/xorg/measure.py first-y-not "$E2E_TMP/dismiss.ppm" "$(pixel 345 100)" 345)
left=$(python3 Tests/xorg/measure.py first-x "$E2E_TMP/dismiss.ppm" "$SNAP1" 450)
echo "story held 200 pt down from 180,320 by a finger: its top at y = $top, its left at x = $left"
within "the held story's top follows the finger, less the slop" "$top" 209 2
within "and it shrinks toward the finger" "$left" 11 2
devices "touch end 1 $(touch_point 180 520)"
eventually "lifted short of half way, it springs back" "$SNAP1" snap_in_place
touch_drag 1 180 200 180 560 12 16
eventually "dragged past half way, it closes" "$HOME_INK" still 345 100
stop_app
export E2E_TITLE=SnapNav

# --- Keyboard: the inputtest keyboard's arrow keys. It shares the server's default keymap with
# the XTEST keyboard (XKB rules "base", xfree86 keycodes: 102 Right, 100 Left, 9 Escape), as SDL
# reads keycodes through the table it built from the keymap in force when it started.
start_app "$BINARY" --config Tests/fixtures/plain.json
key 102
eventually "Right on the keyboard device pages to stories" "$STORIES" still 180 100
recover --start stories
key 100
eventually "Left pages back to the camera" "$CAMERA" still 180 100
recover
key 100
eventually "Left again pages to chat" "$CHAT" still 180 100
recover --start chat
key 9
expect "Escape on the keyboard device quits within 3 s" "$(poll_until 3 app_gone && echo exited || echo running)" "exited"
stop_app
expect "Escape on the keyboard device quits with status 0" "$APP_STATUS" "0"

finish
