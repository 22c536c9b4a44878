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
# press_key KEY...: keys to the window, 150 ms apart, as typed.
press_key() { xdotool key --delay 150 --window "$WID" "$@"; }
# same_as FILE COPY: "same" when FILE holds COPY byte for byte.
same_as() { cmp -s "$1" "$2" && echo same || echo different; }
# occurrences PATTERN FILE: how many times FILE holds PATTERN (grep's basic syntax).
occurrences() { grep -o "$1" "$2" | wc -l; }

# ---- Drawing a link ----
start_app "$BINARY" "$PROTO" --scale 1 --start inbox
press_key e
eventually "E enters edit mode on the screen shown" "snapnav: editing the links of inbox: drag to draw one, E to leave" status
# Navigation stops: a drag across the inbox draws instead of paging.
expect "the inbox is light where the chooser will show" "$(dark 250 275 | cut -d" " -f1)" "light"
pixel_drag 20 400 340 460
# Neither side of the hotspot has room for it in a 360-point window, nor has the window below it, so it shows above it.
eventually "a drag on an empty area draws a hotspot and the chooser shows above it" dark dark 250 275
expect "the file is not written before the link is chosen" "$(cmp -s "$CONFIG" "$E2E_TMP/original.json" && echo same)" "same"
# Typed: "p" picks push, Enter takes it; "sh" picks sheet among the targets, Enter writes.
press_key p Return s h
settle 2
window_shot "$E2E_TMP/chooser.png"
[ -n "$SHOTS" ] && cp "$E2E_TMP/chooser.png" "$SHOTS/edit-mode.png"
press_key Return
eventually "choosing writes the file" "snapnav: wrote 2 links of inbox to $CONFIG" status
cp "$CONFIG" "$E2E_TMP/drawn.json"
diff "$E2E_TMP/original.json" "$E2E_TMP/drawn.json" >"$E2E_TMP/drawn.diff"
[ -n "$SHOTS" ] && cp "$E2E_TMP/drawn.diff" "$SHOTS/drawn.diff"
expect "one line of the file changed" "$(grep -c '^[<>]' "$E2E_TMP/drawn.diff")" "2"
before=$(grep '^<' "$E2E_TMP/drawn.diff" | cut -c3-)
after=$(grep '^>' "$E2E_TMP/drawn.diff" | cut -c3-)
expect "and only by the new hotspot, snapped to whole points, added after the first" "$after" \
    "${before%"] },"}, { \"frame\": [20, 400, 320, 60], \"tap\": { \"push\": \"sheet\" } }] },"

# Moved, resized and deleted with the mouse, each written at once.
pixel_drag 100 430 100 470
eventually "a drag inside it moves it" 1 occurrences '"frame": \[20, 440, 320, 60\], "tap": { "push": "sheet" }' "$CONFIG"
pixel_drag 340 500 300 520
eventually "a drag on its corner handle resizes it" 1 occurrences '"frame": \[20, 440, 280, 80\], "tap": { "push": "sheet" }' "$CONFIG"
press_key Delete
eventually "Delete removes it: the file is the original again" same same_as "$CONFIG" "$E2E_TMP/original.json"
# Undo goes back through each edit, byte for byte, and redo forward again.
press_key ctrl+z
eventually "Ctrl+Z undoes the delete" 1 occurrences '"frame": \[20, 440, 280, 80\]' "$CONFIG"
press_key ctrl+z ctrl+z
eventually "undo restores the drawn file byte for byte" same same_as "$CONFIG" "$E2E_TMP/drawn.json"
press_key ctrl+z
eventually "and the original byte for byte" same same_as "$CONFIG" "$E2E_TMP/original.json"
press_key ctrl+shift+z
eventually "Ctrl+Shift+Z redoes the drawing, byte for byte" same same_as "$CONFIG" "$E2E_TMP/drawn.json"
press_key e
eventually "E leaves edit mode" "snapnav: left editing inbox" status
eventually "on the same screen, as it was" yes shows inbox
click 180 430
eventually "a click on the new hotspot presents its target at once" yes shows inbox-sheet
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
xdotool click --repeat 5 --delay 50 5
settle
pixel_drag 20 300 340 340
press_key g Return h Return
eventually "a link drawn on the scrolled feed is written in its content's points" 1 \
    grep -c '"frame": \[20, 500, 320, 40\], "tap": { "go": "home" }' "$CONFIG"
press_key ctrl+z
eventually "and undone" same same_as "$CONFIG" "$E2E_TMP/drawn.json"
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
eventually "E on a folder of images writes its snapnav.json, and says so" 1 \
    grep -c "wrote $FOLDER/snapnav.json, which shows the folder's images, new exports too; links are saved in it" "$E2E_TMP/app.err"
expect "which keeps showing the folder's images, with no links yet" \
    "$(python3 -c 'import json, sys; c = json.load(open(sys.argv[1])); print(c["screens"], c["panels"])' "$FOLDER/snapnav.json")" \
    "folder {}"
eventually "and edits the screen shown" "snapnav: editing the links of home: drag to draw one, E to leave" status
pixel_drag 40 100 200 160
# The chooser opens to the right of the new link, at its top: its options are rows 24 points
# tall under a prompt, from y = 128. Every panel is in the arm, so it offers go and back, and
# go's targets are chat and inbox: never home, the screen the link is on. A click on an option
# takes it.
settle 2
click 280 140
settle 2
click 280 164
eventually "a link drawn there, its action and target clicked in the chooser, is written into it" 1 \
    grep -c '"hotspots": \[{ "frame": \[40, 100, 160, 60\], "tap": { "go": "inbox" } }\]' "$FOLDER/snapnav.json"
press_key e
eventually "E leaves editing it" "snapnav: left editing home" status
click 100 130
eventually "and works: a click on it goes to the inbox" "#2F6FEB" still 300 60
stop_app
export E2E_TITLE="My prototype"

# ---- The story viewer, with the mouse ----
SNAP1="#7B61FF"
SNAP2="#FF7A45"
SNAP3="#12B886"
snap_is() { [ "$(snap)" = "$1" ]; }
start_app "$BINARY" "$PROTO" --scale 1 --start home
click 180 380
eventually "the starter's home card presents the story, on its first snap" "$SNAP1" snap_in_place
BARS=$(pixel 180 9)
expect "its bars show at the top" "$([ "$BARS" != "$SNAP1" ] && echo yes)" "yes"
click 300 520
eventually "a click on the right goes forward" "$SNAP2" snap
click 60 520
eventually "a click on the left third goes back" "$SNAP1" snap
# Held longer than a snap's 5 s: the bars hide, and the snap stays.
xdotool mousemove $((WX + 300)) $((WY + 520)) mousedown 1
eventually "a hold hides the bars" "$SNAP1" pixel 180 9
# Held past a snap's 5 s: the length of the hold is the test.
sleep 5
xdotool mouseup 1
eventually "with the bars back once it is let go" "$BARS" pixel 180 9
expect "and it paused: held past the snap's 5 s, its release leaves the same snap" "$(snap)" "$SNAP1"
eventually -w 6 "the timer runs on after the hold: the next snap within a snap's 5 s" "$SNAP2" snap
click 300 520
eventually "the last snap" "$SNAP3" snap
click 300 520
eventually "a click past the last snap ends the story: home again" yes shows home
# A held drag down: the story follows the mouse, shrinking toward where it was grabbed.
click 180 380
eventually "the home card presents it again" "$SNAP1" snap_in_place
xdotool mousemove $((WX + 180)) $((WY + 320)) mousedown 1
mouse_path 180 320 180 520 20
# Held past a snap's 5 s, the length of the hold being the test: the timer stands still while
# the story is held down.
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
eventually "let go short of half way, it springs back" "$SNAP1" snap_in_place
# A dismiss begun on the second snap and let go: the story resumes that snap, not the first.
click 300 520
poll_until 2 snap_is "$SNAP2"
pixel_drag 180 300 180 380 40
poll_until 2 story_in_place
expect "a dismiss on the second snap that springs back resumes the second snap" "$(snap)" "$SNAP2"
expect "its bar full for the first snap, as the bars showed before the drag" "$(pixel 60 8)" "#FFFFFF"
pixel_drag 180 200 180 560
eventually "dragged past half way, it closes" yes shows home
stop_app

finish
