#!/usr/bin/env bash
# End-to-end checks of drawing links in the window and of the story viewer, on the starter
# from `snapnav new`, with real X input in a real window under Xvfb: E enters edit mode, a
# drag draws a hotspot, typing chooses what it does, the file changes by that hotspot alone,
# undo restores it byte for byte, and the link works once edit mode is left.
#   Tests/e2e/links.sh .build/release/snapnav [SCREENSHOT_DIRECTORY]
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav}")
SHOTS=${2:-}
source Tests/e2e/lib.sh

start_display
PROTO="$E2E_TMP/links"
"$BINARY" new "$PROTO" >/dev/null
CONFIG="$PROTO/snapnav.json"
cp "$CONFIG" "$E2E_TMP/original.json"
export E2E_TITLE="My prototype"
# At scale 1 the window's pixels are its points.
for panel in inbox/sheet inbox home; do
    start_app "$BINARY" "$PROTO" --scale 1 --start "$panel"
    window_shot "$E2E_TMP/at-${panel//\//-}.png"
    stop_app
done
# status: the app's last status line.
status() { grep -v '^snapnav: frames=' "$E2E_TMP/app.err" | tail -n 1; }
# dark X Y: "dark" when the window's point X,Y is nearly black, as the chooser's box is.
dark() {
    local hex
    hex=$(pixel "$1" "$2")
    [ $((16#${hex:1:2} + 16#${hex:3:2} + 16#${hex:5:2})) -lt 150 ] && echo dark || echo "light ($hex)"
}
# press_key KEY...: keys to the window, a moment apart.
press_key() { for key in "$@"; do xdotool key --window "$WID" "$key"; sleep 0.15; done; }

# ---- Drawing a link ----
start_app "$BINARY" "$PROTO" --scale 1 --start inbox
press_key e
sleep 0.3
expect "E enters edit mode on the screen shown" "$(status)" "snapnav: editing the links of inbox: drag to draw one, E to leave"
# Navigation stops: a drag across the inbox draws instead of paging.
expect "the inbox is light where the chooser will show" "$(dark 250 275 | cut -d" " -f1)" "light"
pixel_drag 20 400 340 460
sleep 0.5
# Neither side of the hotspot has room for it in a 360-point window, nor has the window below it, so it shows above it.
expect "a drag on an empty area draws a hotspot and the chooser shows above it" "$(dark 250 275)" "dark"
expect "the file is not written before the link is chosen" "$(cmp -s "$CONFIG" "$E2E_TMP/original.json" && echo same)" "same"
# Typed: "p" picks push, Enter takes it; "sh" picks sheet among the targets, Enter writes.
press_key p Return s h
window_shot "$E2E_TMP/chooser.png"
[ -n "$SHOTS" ] && cp "$E2E_TMP/chooser.png" "$SHOTS/edit-mode.png"
press_key Return
sleep 0.5
cp "$CONFIG" "$E2E_TMP/drawn.json"
expect "choosing writes the file" "$(status)" "snapnav: wrote 2 links of inbox to $CONFIG"
diff "$E2E_TMP/original.json" "$E2E_TMP/drawn.json" >"$E2E_TMP/drawn.diff"
[ -n "$SHOTS" ] && cp "$E2E_TMP/drawn.diff" "$SHOTS/drawn.diff"
expect "one line of the file changed" "$(grep -c '^[<>]' "$E2E_TMP/drawn.diff")" "2"
before=$(grep '^<' "$E2E_TMP/drawn.diff" | cut -c3-)
after=$(grep '^>' "$E2E_TMP/drawn.diff" | cut -c3-)
expect "and only by the new hotspot, snapped to whole points, added after the first" "$after" \
    "${before%"] },"}, { \"frame\": [20, 400, 320, 60], \"tap\": { \"push\": \"sheet\" } }] },"

# Moved, resized and deleted with the mouse, each written at once.
pixel_drag 100 430 100 470
sleep 0.4
expect "a drag inside it moves it" "$(grep -o '"frame": \[20, 440, 320, 60\], "tap": { "push": "sheet" }' "$CONFIG" | wc -l)" "1"
pixel_drag 340 500 300 520
sleep 0.4
expect "a drag on its corner handle resizes it" "$(grep -o '"frame": \[20, 440, 280, 80\], "tap": { "push": "sheet" }' "$CONFIG" | wc -l)" "1"
press_key Delete
sleep 0.3
expect "Delete removes it: the file is the original again" "$(cmp -s "$CONFIG" "$E2E_TMP/original.json" && echo same)" "same"
# Undo goes back through each edit, byte for byte, and redo forward again.
press_key ctrl+z
expect "Ctrl+Z undoes the delete" "$(grep -c '"frame": \[20, 440, 280, 80\]' "$CONFIG")" "1"
press_key ctrl+z ctrl+z
expect "undo restores the drawn file byte for byte" "$(cmp -s "$CONFIG" "$E2E_TMP/drawn.json" && echo same)" "same"
press_key ctrl+z
expect "and the original byte for byte" "$(cmp -s "$CONFIG" "$E2E_TMP/original.json" && echo same)" "same"
press_key ctrl+shift+z
expect "Ctrl+Shift+Z redoes the drawing, byte for byte" "$(cmp -s "$CONFIG" "$E2E_TMP/drawn.json" && echo same)" "same"
press_key e
sleep 0.3
expect "E leaves edit mode" "$(status)" "snapnav: left editing inbox"
expect "on the same screen, as it was" "$(shows inbox)" "yes"
click 180 430
sleep 1
expect "a click on the new hotspot presents its target at once" "$(shows inbox-sheet)" "yes"
expect "the app's own writes set off no second reload" "$(grep -c 'reloaded' "$E2E_TMP/app.err")" "0"
stop_app
expect "the app quits cleanly" "$APP_STATUS" "0"
grep -i "error\|warning" "$E2E_TMP/app.err" && echo "FAIL the app printed an error" && E2E_FAILED=$((E2E_FAILED + 1))

# ---- A tall screen: links are in the content's points, wherever it is scrolled ----
start_app "$BINARY" "$PROTO" --scale 1 --start feed
press_key e
# light X Y: succeeds when the window's point X,Y is light.
light() { [ "$(dark "$1" "$2" | cut -d" " -f1)" = light ]; }
# The note on how to leave covers no link: it stands at the top, where the feed has none, and
# the tab bar's link at the bottom, under where the note stood before, stays in sight.
expect "in edit mode the note leaves the tab bar's link in sight" "$(poll_until 3 light 100 610 && echo shown)" "shown"
expect "and stands at the top instead" "$(dark 30 30 | cut -d" " -f1)" "dark"
# Five wheel notches down scroll the feed's cards 200 points (40 a notch) under its pinned header.
xdotool mousemove $((WX + 180)) $((WY + 320))
for _ in 1 2 3 4 5; do xdotool click 5; sleep 0.05; done
sleep 0.3
pixel_drag 20 300 340 340
press_key g Return h Return
sleep 0.3
expect "a link drawn on the scrolled feed is written in its content's points" \
    "$(grep -c '"frame": \[20, 500, 320, 40\], "tap": { "go": "home" }' "$CONFIG")" "1"
press_key ctrl+z
expect "and undone" "$(cmp -s "$CONFIG" "$E2E_TMP/drawn.json" && echo same)" "same"
stop_app

# ---- Near a link a drag draws; Alt or Shift draws inside one; too small is refused ----
NEAR="$E2E_TMP/near"
"$BINARY" new "$NEAR" >/dev/null
NEAR_CONFIG="$NEAR/snapnav.json"
# holds PATTERN: succeeds when the configuration holds PATTERN (grep -E) once or more.
holds() { grep -qE "$1" "$NEAR_CONFIG"; }
# said TEXT: succeeds when the app printed TEXT (a fixed string).
said() { grep -qF -- "$1" "$E2E_TMP/app.err"; }
start_app "$BINARY" "$NEAR" --scale 1 --start inbox
press_key e
poll_until 5 said "editing the links of inbox"
# The Ava row's link is [0, 163, 360, 70]: its bottom handle is a 6-point square at 180,233.
# A drag from 4 points below it draws a new link, as in Figma, rather than resizing the row.
pixel_drag 180 237 300 300
press_key p Return s h Return
expect "a drag from 4 points below a link's handle draws a new link" \
    "$(poll_until 5 holds '"frame": \[180, 237, 120, 63\], "tap": \{ "push": "sheet" \}' && echo drawn)" "drawn"
expect "and leaves the link near it as it was" "$(holds '"frame": \[0, 163, 360, 70\], "tap": \{ "push": "chat" \}' && echo same)" "same"
# A drag 4 points wide is not made into a link of 8: it is refused, and the window says why.
pixel_drag 40 420 44 480
expect "a drag narrower than 8 points is refused with a word" \
    "$(poll_until 5 said "no link drawn: 4 × 60 points is too small; a link is at least 8 points each way" && echo said)" "said"
expect "and writes nothing" "$(grep -c '"frame": \[40, 420' "$NEAR_CONFIG")" "0"
press_key e
stop_app

# Inside the home card's link [20, 320, 320, 127], a drag moves the card's link; with Alt or
# Shift held it draws a link of its own, such as a button on the card.
start_app "$BINARY" "$NEAR" --scale 1 --start home
press_key e
poll_until 5 said "editing the links of home"
xdotool mousemove $((WX + 60)) $((WY + 360)) keydown alt
pixel_drag 60 360 200 400
xdotool keyup alt
press_key p r Return s h Return
expect "an Alt drag inside a link draws a new link there" \
    "$(poll_until 5 holds '"frame": \[60, 360, 140, 40\], "tap": \{ "present": "sheet" \}' && echo drawn)" "drawn"
xdotool mousemove $((WX + 60)) $((WY + 410)) keydown shift
pixel_drag 60 410 200 440
xdotool keyup shift
press_key p r Return s h Return
expect "so does a Shift drag" \
    "$(poll_until 5 holds '"frame": \[60, 410, 140, 30\], "tap": \{ "present": "sheet" \}' && echo drawn)" "drawn"
expect "and the card's link stays where it was" "$(holds '"frame": \[20, 320, 320, 127\], "tap": \{ "present": "story" \}' && echo same)" "same"
stop_app

# ---- A broken file: the banner names where, and the drawn link waits to be saved ----
start_app "$BINARY" "$NEAR" --scale 1 --start inbox
press_key e
poll_until 5 said "editing the links of inbox"
cp "$NEAR_CONFIG" "$E2E_TMP/near-good.json"
# A comma missing at the end of line 7: the JSON is broken at line 8, column 3.
sed -i 's/"vertical": \["home", "feed"\],/"vertical": ["home", "feed"]/' "$NEAR_CONFIG"
cp "$NEAR_CONFIG" "$E2E_TMP/near-broken.json"
poll_until 5 said "still running the last good configuration"
pixel_drag 20 400 340 460
press_key p Return s h Return
expect "a link drawn into a broken file is refused, naming its line and column as a configuration error is named" \
    "$(poll_until 5 said "snapnav: $NEAR_CONFIG:7:31: invalid JSON: expected ',' or '}' in an object; $NEAR_CONFIG is unchanged" && echo said)" "said"
expect "never as a Swift value" "$(grep -c 'JSONSyntaxError' "$E2E_TMP/app.err")" "0"
expect "the broken file is kept as it was" "$(cmp -s "$NEAR_CONFIG" "$E2E_TMP/near-broken.json" && echo same)" "same"
cp "$E2E_TMP/near-good.json" "$NEAR_CONFIG"
poll_until 5 said "snapnav: reloaded"
press_key Return
expect "the drawn link is kept: once the file is fixed, Enter saves it" \
    "$(poll_until 5 holds '"frame": \[20, 400, 320, 60\], "tap": \{ "push": "sheet" \}' && echo saved)" "saved"
stop_app

# ---- A folder of images gets a snapnav.json to hold its links ----
FOLDER="$E2E_TMP/exports"
mkdir -p "$FOLDER"
cp "$PROTO/screens/inbox.png" "$PROTO/screens/home.png" "$PROTO/screens/chat.png" "$FOLDER/"
export E2E_TITLE="exports"
start_app "$BINARY" "$FOLDER" --scale 1
press_key e
sleep 0.5
expect "E on a folder of images writes its snapnav.json, and says so" "$(grep -c "wrote $FOLDER/snapnav.json, which shows the folder's images, new exports too; links are saved in it" "$E2E_TMP/app.err")" "1"
expect "which keeps showing the folder's images, with no links yet" \
    "$(python3 -c 'import json, sys; c = json.load(open(sys.argv[1])); print(c["screens"], c["panels"])' "$FOLDER/snapnav.json")" \
    "folder {}"
expect "and edits the screen shown" "$(status)" "snapnav: editing the links of home: drag to draw one, E to leave"
pixel_drag 40 100 200 160
# The chooser opens to the right of the new link, at its top: its options are rows 24 points
# tall under a prompt, from y = 128. Every panel is in the arm, so it offers go and back, and
# go's targets are chat and inbox: never home, the screen the link is on. A click on an option
# takes it.
sleep 0.3
click 280 140
sleep 0.3
click 280 164
sleep 0.3
expect "a link drawn there, its action and target clicked in the chooser, is written into it" "$(grep -c '"hotspots": \[{ "frame": \[40, 100, 160, 60\], "tap": { "go": "inbox" } }\]' "$FOLDER/snapnav.json")" "1"
press_key e
click 100 130
sleep 1
window_shot "$E2E_TMP/now.png"
expect "and works: a click on it goes to the inbox" "$(pixel 300 60)" "#2F6FEB"
stop_app
export E2E_TITLE="My prototype"

# ---- The story viewer, with the mouse ----
SNAP1="#7B61FF"
SNAP2="#FF7A45"
SNAP3="#12B886"
# snap: the colour filling the story at the window's point 180,520, under its text.
snap() { pixel 180 520; }
snap_is() { [ "$(snap)" = "$1" ]; }
# story_in_place: the story fills the window again, its top-left corner its own colour.
story_in_place() { [ "$(pixel 2 300)" = "$(snap)" ]; }
start_app "$BINARY" "$PROTO" --scale 1 --start home
click 180 380
sleep 1
expect "the starter's home card presents the story, on its first snap" "$(snap)" "$SNAP1"
BARS=$(pixel 180 9)
expect "its bars show at the top" "$([ "$BARS" != "$SNAP1" ] && echo yes)" "yes"
click 300 520
sleep 0.3
expect "a click on the right goes forward" "$(snap)" "$SNAP2"
click 60 520
sleep 0.3
expect "a click on the left third goes back" "$(snap)" "$SNAP1"
# Held longer than a snap's 5 s: the bars hide, and the snap stays.
xdotool mousemove $((WX + 300)) $((WY + 520)) mousedown 1
sleep 1
expect "a hold hides the bars" "$(pixel 180 9)" "$SNAP1"
sleep 5
xdotool mouseup 1
sleep 0.3
expect "and pauses: after 6 s held, its release leaves the same snap" "$(snap)" "$SNAP1"
expect "with the bars back" "$(pixel 180 9)" "$BARS"
sleep 5
expect "the timer runs on after the hold: the next snap" "$(snap)" "$SNAP2"
click 300 520
sleep 0.3
expect "the last snap" "$(snap)" "$SNAP3"
click 300 520
sleep 1
expect "a click past the last snap ends the story: home again" "$(shows home)" "yes"
# A held drag down: the story follows the mouse, shrinking toward where it was grabbed.
click 180 380
sleep 1
xdotool mousemove $((WX + 180)) $((WY + 320)) mousedown 1
for i in $(seq 20); do xdotool mousemove $((WX + 180)) $((WY + 320 + i * 10)); sleep 0.016; done
# Held past a snap's 5 s: the timer stands still while the story is held down.
sleep 5
window_shot "$E2E_TMP/dismiss.png"
[ -n "$SHOTS" ] && cp "$E2E_TMP/dismiss.png" "$SHOTS/story-dismiss.png"
convert "$E2E_TMP/dismiss.png" -depth 8 "ppm:$E2E_TMP/dismiss.ppm"
# 200 points down, 10 of them the slop: 190 of 640, so the story is at 1 - 0.2 × 190/640 of
# its size, grabbed at 180,320: its top at 320 × (1 − s) + 190 = 209, its left at 180 × (1 − s) = 10.7.
top=$(python3 Tests/xorg/measure.py first-y-not "$E2E_TMP/dismiss.ppm" "$(pixel 345 100)" 345)
left=$(python3 Tests/xorg/measure.py first-x "$E2E_TMP/dismiss.ppm" "$SNAP1" 450)
echo "story held 200 pt down from 180,320: its top at y = $top, its left at x = $left"
expect "the held story's top follows the mouse, less the slop" "$([ "$top" -ge 207 ] && [ "$top" -le 211 ] && echo yes || echo "no ($top)")" "yes"
expect "and it shrinks toward the grab" "$([ "$left" -ge 10 ] && [ "$left" -le 13 ] && echo yes || echo "no ($left)")" "yes"
expect "the timer stands still while it is held down: after 5 s, the first snap" "$([ "$left" -ge 0 ] && echo yes)" "yes"
xdotool mouseup 1
sleep 1
expect "let go short of half way, it springs back" "$(snap)" "$SNAP1"
# A dismiss begun on the second snap and let go: the story resumes that snap, not the first.
click 300 520
poll_until 2 snap_is "$SNAP2"
pixel_drag 180 300 180 380 40
poll_until 2 story_in_place
expect "a dismiss on the second snap that springs back resumes the second snap" "$(snap)" "$SNAP2"
expect "its bar full for the first snap, as the bars showed before the drag" "$(pixel 60 8)" "#FFFFFF"
pixel_drag 180 200 180 560
sleep 1
expect "dragged past half way, it closes" "$(shows home)" "yes"
stop_app

finish
