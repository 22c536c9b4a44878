#!/usr/bin/env bash
# End-to-end checks of the designer tools: a drag recorded in a real window under Xvfb,
# the configuration edited while the window is open, and the recording replayed headless.
#   Tests/e2e/tools.sh .build/release/snapnav
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav}")
source Tests/e2e/lib.sh

STORIES="#9B55A0"
EDITED="#00C040"
CONFIG="$E2E_TMP/config.json"
RECORDING="$E2E_TMP/drag.jsonl"
cp Assets/demo.json "$CONFIG"
cp Assets/profile.png "$E2E_TMP/"

start_display
start_app "$BINARY" --config "$CONFIG" --record "$RECORDING"
drag 300 320 60 320
eventually "recorded drag shows stories" "$STORIES" still 180 100

# sed -i saves by writing a new file and renaming it over the old one, as many editors do.
sed -i "s/$STORIES/$EDITED/" "$CONFIG"
eventually -w 1 "edited colour is on screen within a second" "$EDITED" pixel 180 100
stop_app
expect "recording session quits with status 0" "$APP_STATUS" "0"
sed -i "s/$EDITED/$STORIES/" "$CONFIG"

# A configuration linked into the prototype from elsewhere: edits to the file the link leads
# to reload too.
mkdir -p "$E2E_TMP/linked"
ln -s "$CONFIG" "$E2E_TMP/linked/snapnav.json"
cp Assets/profile.png "$E2E_TMP/linked/"
start_app "$BINARY" "$E2E_TMP/linked" --start stories
sed -i "s/$STORIES/$EDITED/" "$CONFIG"
eventually -w 1 "an edit to a symlinked configuration's target is on screen within a second" "$EDITED" pixel 180 100
# W through the link writes the file it leads to, and the link stays a link.
cp "$CONFIG" "$E2E_TMP/before-w.json"
xdotool key --window "$WID" h Right w
# changed FILE COPY: "written" once FILE differs from COPY.
changed() { cmp -s "$1" "$2" && echo unchanged || echo written; }
eventually "W through a symlinked configuration writes its target" written changed "$CONFIG" "$E2E_TMP/before-w.json"
stop_app
cp "$E2E_TMP/before-w.json" "$CONFIG"
sed -i "s/$EDITED/$STORIES/" "$CONFIG"
expect "and the link stays a link" "$([ -L "$E2E_TMP/linked/snapnav.json" ] && echo yes || echo no)" "yes"

# written FILE: "written" when FILE exists and holds something.
written() { [ -s "$1" ] && echo written || echo "not written"; }
# colour FILE: the colour (#RRGGBB) of the saved frame FILE at point 180,100.
colour() { convert "$1" -format "%[hex:p{180,100}]" info: | sed 's/^/#/' | cut -c1-7; }

# An app killed (SIGKILL) in the middle of a recorded drag leaves every line it wrote whole:
# the take replays up to there.
KILLED="$E2E_TMP/killed.jsonl"
start_app "$BINARY" --config "$CONFIG" --record "$KILLED"
xdotool mousemove $((WX + 300)) $((WY + 320)) mousedown 1
mouse_path 300 320 140 320 8
kill -KILL "$APP_PID"
wait "$APP_PID" 2>/dev/null
xdotool mouseup 1
expect "a recording killed mid-drag has no stop line" "$(grep -c '"action":"stop"' "$KILLED")" "0"
expect "and holds the drag's moves" "$([ "$(grep -c '"event":"pointerMove"' "$KILLED")" -ge 5 ] && echo yes || echo no)" "yes"
"$BINARY" --headless --config "$CONFIG" --replay "$KILLED" --screenshot "$E2E_TMP/killed.png" 2>"$E2E_TMP/killed.err"
expect "and replays" "$?:$(cat "$E2E_TMP/killed.err"):$(written "$E2E_TMP/killed.png")" "0::written"

expect "recording starts with its header" "$(head -c 23 "$RECORDING")" '{"recording":"snapnav",'
expect "recording holds the press" "$(grep -c '"event":"pointerDown"' "$RECORDING")" "1"

"$BINARY" --headless --config "$CONFIG" --replay "$RECORDING" --screenshot "$E2E_TMP/a.png" 2>"$E2E_TMP/a.err"
expect "a replay exits 0, quietly, and saves its last frame" "$?:$(cat "$E2E_TMP/a.err"):$(written "$E2E_TMP/a.png")" \
    "0::written"
"$BINARY" --headless --config "$CONFIG" --replay "$RECORDING" --screenshot "$E2E_TMP/b.png" \
    --frames-out "$E2E_TMP/frames" 2>/dev/null
expect "two replays end on the same frame" "$(cmp -s "$E2E_TMP/a.png" "$E2E_TMP/b.png" && echo same || echo differ)" "same"
expect "the replay ends on stories" "$(colour "$E2E_TMP/a.png")" "$STORIES"
# A loaded machine can write the stop line frames after the Esc that ended the take; the
# replay still plays the take to its end and saves that frame.
python3 -c '
import json, sys
lines = open(sys.argv[1]).read().splitlines()
stop = json.loads(lines[-1])
assert stop.get("action") == "stop", lines[-1]
stop["t"] += 0.2
print("\n".join(lines[:-1] + [json.dumps(stop)]))
' "$RECORDING" >"$E2E_TMP/late-stop.jsonl"
"$BINARY" --headless --config "$CONFIG" --replay "$E2E_TMP/late-stop.jsonl" --screenshot "$E2E_TMP/late-stop.png" \
    2>"$E2E_TMP/late-stop.err"
expect "a take whose stop line came late replays to its end" \
    "$?:$(cat "$E2E_TMP/late-stop.err"):$(cmp -s "$E2E_TMP/a.png" "$E2E_TMP/late-stop.png" && echo same)" "0::same"
frames=$(ls "$E2E_TMP/frames" | grep -c '^frame-[0-9]\{5\}\.png$')
expect "frames were exported" "$([ "$frames" -gt 30 ] && echo yes || echo "no ($frames)")" "yes"

# The recording holds its configuration: editing the file afterwards changes nothing in the
# replay, unless --current-config asks for today's file.
sed -i "s/$STORIES/$EDITED/" "$CONFIG"
"$BINARY" --headless --config "$CONFIG" --replay "$RECORDING" --screenshot "$E2E_TMP/recorded.png" \
    2>"$E2E_TMP/recorded.err" || cat "$E2E_TMP/recorded.err"
"$BINARY" --headless --config "$CONFIG" --replay "$RECORDING" --current-config --screenshot "$E2E_TMP/today.png" \
    2>"$E2E_TMP/today.err" || cat "$E2E_TMP/today.err"
sed -i "s/$EDITED/$STORIES/" "$CONFIG"
expect "a replay shows the recorded configuration" "$(colour "$E2E_TMP/recorded.png")" "$STORIES"
expect "and --current-config today's" "$(colour "$E2E_TMP/today.png")" "$EDITED"

# A take keeps no pictures: a replay after an image was exported again says which, and shows
# it as it is now; --current-config, which asks for today's files, says nothing.
cp "$E2E_TMP/profile.png" "$E2E_TMP/profile.saved.png"
convert "$E2E_TMP/profile.saved.png" -negate "$E2E_TMP/profile.png"
"$BINARY" --headless --config "$CONFIG" --replay "$RECORDING" --frames 1 2>"$E2E_TMP/changed.err" >/dev/null
expect "a replay names an image exported again since the take" \
    "$(grep -c "was recorded with other versions of $E2E_TMP/profile.png" "$E2E_TMP/changed.err")" "1"
"$BINARY" --headless --config "$CONFIG" --replay "$RECORDING" --current-config --frames 1 2>"$E2E_TMP/changed.err" \
    >/dev/null
expect "and --current-config does not" "$(grep -c "other versions" "$E2E_TMP/changed.err")" "0"
mv "$E2E_TMP/profile.saved.png" "$E2E_TMP/profile.png"

# An export's memory stays within 300 MB however long the take, at 3×: the app and the encoder
# it runs, added together. A single GIF pass held every frame, 1.6 GiB for a ten-second take and
# so about twice the bound for this four-second one; x264's and libvpx's own settings held
# 500 MB and more. Memory is flat in the take's length, so the videos take a shorter one.
python3 Tests/e2e/make-take.py 4 >"$E2E_TMP/four.jsonl"
python3 Tests/e2e/make-take.py 2 >"$E2E_TMP/two.jsonl"
for export in four.gif two.mp4 two.webm; do
    peak=$(python3 Tests/e2e/peak-rss.py "$BINARY" --config "$CONFIG" --scale 3 --replay "$E2E_TMP/${export%.*}.jsonl" \
        --export "$E2E_TMP/$export")
    echo "$export exported at 3×: peak ${peak} MiB for the app and ffmpeg together"
    expect "a $export export at 3× peaks within 300 MB" "$([ "$peak" -le 286 ] && echo yes || echo "no (${peak} MiB)")" "yes"
    expect "and is 1080 pixels wide" "$(ffprobe -v error -show_entries stream=width -of csv=p=0 "$E2E_TMP/$export")" "1080"
done
# A prototype drawn at 3× exports a GIF to share, at most 600 pixels wide unless asked, and
# says its size when done; --width asks for another.
python3 -c 'import json, sys; c = json.load(open(sys.argv[1])); c["window"]["scale"] = 3; json.dump(c, open(sys.argv[2], "w"))' \
    "$CONFIG" "$E2E_TMP/three.json"
"$BINARY" --config "$E2E_TMP/three.json" --replay "$E2E_TMP/two.jsonl" --export "$E2E_TMP/share.gif" 2>"$E2E_TMP/share.err"
expect "a GIF is 600 pixels wide unless asked" \
    "$(ffprobe -v error -show_entries stream=width,height -of csv=p=0 "$E2E_TMP/share.gif")" "600,1067"
expect "and says its size in megabytes" "$(grep -cE 'wrote .*share.gif: .* 600×1067, [0-9]+\.[0-9] MB' "$E2E_TMP/share.err")" "1"
"$BINARY" --config "$E2E_TMP/three.json" --replay "$E2E_TMP/two.jsonl" --export "$E2E_TMP/narrow.mp4" --width 240 \
    2>/dev/null
expect "--width sets the export's width" "$(ffprobe -v error -show_entries stream=width,height -of csv=p=0 "$E2E_TMP/narrow.mp4")" "240,426"

# The same take exported in one command, as a designer shares it.
for format in gif mp4 webm; do
    "$BINARY" --config "$CONFIG" --replay "$RECORDING" --export "$E2E_TMP/take.$format" 2>"$E2E_TMP/export.err"
    status=$?
    echo "  $(cat "$E2E_TMP/export.err")"
    probed=$(ffprobe -v error -show_entries format=format_name -of csv=p=0 "$E2E_TMP/take.$format" | tr -d '"')
    expect "the take exports as $format" "$status:${probed%%,*}" "0:$(case $format in mp4) echo mov;; webm) echo matroska;; *) echo gif;; esac)"
done
env PATH=/nonexistent "$BINARY" --config "$CONFIG" --replay "$RECORDING" --export "$E2E_TMP/none.gif" \
    2>"$E2E_TMP/export.err"
expect "without ffmpeg the export says which package to install" \
    "$?:$(grep -c 'sudo apt-get install ffmpeg' "$E2E_TMP/export.err"):$([ -e "$E2E_TMP/none.gif" ] && echo written)" "1:1:"
last=$(ffmpeg -v error -sseof -0.05 -i "$E2E_TMP/take.mp4" -frames:v 1 -f image2pipe -vcodec png - |
    convert png:- -format "%[hex:p{180,100}]" info: | cut -c1-6)
expect "the exported video ends on stories" "$(python3 -c "
a, b = bytes.fromhex('$last'), bytes.fromhex('${STORIES#\#}')
print('close' if max(abs(x - y) for x, y in zip(a, b)) <= 6 else 'far: $last')")" "close"

# The tuning overlay in a real window, run from a scratch directory so screenshots land there.
cd "$E2E_TMP"
start_app "$BINARY" --config "$CONFIG"
before=$(pixel 300 40)
xdotool key --window "$WID" h
eventually "H dims the panel under the overlay" yes differs_from "$before" 300 40
xdotool key --window "$WID" Right Right w
eventually "Right twice and W write the fling velocity back" 1 grep -c '"flingVelocity": 350' "$CONFIG"
expect "the rest of the file is untouched" "$(diff <(sed 's/"flingVelocity": 350/"flingVelocity": 300/' "$CONFIG") \
    "$OLDPWD/Assets/demo.json" >/dev/null && echo same || echo changed)" "same"
xdotool key --window "$WID" p
# Saving reads the frame back and encodes it, which takes longer on a loaded machine.
saved_pictures() { ls | grep -c '^snapnav-[0-9]\{8\}-[0-9]\{6\}-[0-9]\{3\}\.png$'; }
eventually "P saves a timestamped PNG" 1 saved_pictures
# Slow motion: a 10x slower settle is still far from the next panel after half a second.
xdotool key --window "$WID" s h d
# Half a second is the point of the check: at full speed the settle would be over by then, and
# stories would reach the window's left edge.
sleep 0.5
expect "in slow motion the settle is still under way" "$(differs_from "$STORIES" 20 100)" "yes"
eventually "and it still lands on stories" "$STORIES" still 20 100
stop_app
cd "$OLDPWD"

# Faults as a designer meets them: W and P in a folder mounted read-only, and W on a full disk
# (a 64 KiB tmpfs, filled). The designer's file stays byte for byte, and stderr (and the
# window's banner) name the file and the reason. Mounting needs root, as make test runs.
FAULT="$E2E_TMP/read-only"
mkdir -p "$FAULT"
cp Assets/demo.json "$FAULT/snapnav.json"
cp Assets/profile.png "$FAULT/"
mount --bind "$FAULT" "$FAULT" && mount -o remount,bind,ro "$FAULT"
cd "$FAULT"
start_app "$BINARY" "$FAULT"
xdotool key --window "$WID" h Right w p
# P is the last key: once it has been answered, so has W.
poll_until "$E2E_WAIT" grep -q "cannot write .*/snapnav-.*png" "$E2E_TMP/app.err"
stop_app
cd "$OLDPWD"
umount "$FAULT"
expect "W in a read-only folder leaves the file as it was" \
    "$(cmp -s "$FAULT/snapnav.json" Assets/demo.json && echo same)" "same"
expect "and names the file and the reason" \
    "$(grep -c "cannot write $FAULT/snapnav.json: Read-only file system (the folder $FAULT cannot be written to); the file is unchanged" \
        "$E2E_TMP/app.err")" "1"
expect "P in a read-only folder names the folder and the reason" \
    "$(grep -c "cannot write $FAULT/snapnav-.*png: Read-only file system (the folder $FAULT cannot be written to)" \
        "$E2E_TMP/app.err")" "1"

FULL="$E2E_TMP/full"
mkdir -p "$FULL"
mount -t tmpfs -o size=64k none "$FULL"
cp Assets/demo.json "$FULL/snapnav.json"
cp Assets/profile.png "$FULL/"
"$BINARY" --headless --screenshot "$FULL/shot.png" && cp "$FULL/shot.png" "$E2E_TMP/picture-kept.png"
dd if=/dev/zero of="$FULL/filler" bs=1k 2>/dev/null
cd "$FULL"
start_app "$BINARY" "$FULL"
xdotool key --window "$WID" h Right w p
# P is the last key: once it has been answered, so has W.
poll_until "$E2E_WAIT" grep -q "cannot write .*/snapnav-.*png" "$E2E_TMP/app.err"
stop_app
cd "$OLDPWD"
expect "W on a full disk leaves the file as it was" "$(cmp -s "$FULL/snapnav.json" Assets/demo.json && echo same)" "same"
expect "and says the disk is full" \
    "$(grep -c "cannot write $FULL/snapnav.json: No space left on device; the file is unchanged" "$E2E_TMP/app.err")" "1"
# SDL_image reports success for a picture the disk refused, so P had saved an empty file.
expect "P on a full disk says the picture could not be written whole" \
    "$(grep -c "cannot write $FULL/snapnav-.*png: the picture could not be written whole (No space left on device)" \
        "$E2E_TMP/app.err")" "1"
expect "and leaves no picture" "$(ls -A "$FULL" | grep -c '^snapnav-.*png$')" "0"
"$BINARY" --headless --start chat --screenshot "$FULL/shot.png" 2>"$E2E_TMP/picture-kept.err"
expect "--screenshot over a picture on a full disk fails" "$?" "1"
expect "and leaves the picture there byte for byte" "$(cmp -s "$FULL/shot.png" "$E2E_TMP/picture-kept.png" && echo same)" "same"
expect "and leaves no temporary file" "$(ls -A "$FULL" | grep -c tmp)" "0"
umount "$FULL"

# SIGKILL while the physics is written back, 50 times, at random moments: the file is always
# the old one or the new one, byte for byte. The writer is the app's W without the window.
KILLS="$E2E_TMP/kills"
mkdir -p "$KILLS"
cp Assets/demo.json "$KILLS/snapnav.json"
cp Assets/profile.png "$KILLS/"
WRITER="$(dirname "$BINARY")/snapnav-write-back"
"$WRITER" "$KILLS/snapnav.json" 450 && cp "$KILLS/snapnav.json" "$KILLS/old.json"
"$WRITER" "$KILLS/snapnav.json" 550 && cp "$KILLS/snapnav.json" "$KILLS/new.json"
intact=0
for _ in $(seq 50); do
    "$WRITER" --forever "$KILLS/snapnav.json" 450 550 &
    writer=$!
    # The moment of the kill is the test: a random one, 10 to 99 ms into the writes.
    sleep "0.0$((RANDOM % 90 + 10))"
    kill -KILL "$writer"
    wait "$writer" 2>/dev/null
    if cmp -s "$KILLS/snapnav.json" "$KILLS/old.json" || cmp -s "$KILLS/snapnav.json" "$KILLS/new.json"; then
        intact=$((intact + 1))
    fi
done
left=$(ls -A "$KILLS" | grep -c '\.tmp$')
echo "SIGKILL during write-back: 50 kills, $intact files whole, $left temporary files left"
expect "50 kills during write-back leave the file old or new, whole, every time" "$intact" "50"
# A value the file cannot hold yet, so that a write happens.
"$WRITER" "$KILLS/snapnav.json" 500
expect "the next write clears the temporary files the killed ones left" "$(ls -A "$KILLS" | grep -c '\.tmp$')" "0"

finish
