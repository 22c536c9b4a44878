#!/usr/bin/env bash
# End-to-end tests: the release binary in a real window under Xvfb, driven by real X input.
#   Tests/e2e/run.sh .build/release/snapnav
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=${1:-.build/release/snapnav}
source Tests/e2e/lib.sh

CAMERA="#1E1E1E"
CHAT="#3CB2E2"
STORIES="#9B55A0"
PROFILE="#FFFC00"
MEMORIES="#F23C57"

start_display
start_app "$BINARY" --config Assets/demo.json
expect "window opens at 360x640" "${WIDTH}x${HEIGHT}" "360x640"
expect "starts on the camera" "$(pixel 180 100)" "$CAMERA"

drag 300 320 60 320
eventually "drag left shows stories" "$STORIES" still 180 100

# Each case starts where the one before should have left the app: recover starts it there
# again if a check missed, so that one miss stays one miss.
recover --start stories
drag 60 320 300 320
eventually "drag right returns to the camera" "$CAMERA" still 180 100

recover
drag 60 320 300 320
eventually "drag right again shows chat" "$CHAT" still 180 100

# A slow drag short of half way, held still before release, springs back.
recover --start chat
drag 60 320 200 320 20
eventually "short slow drag springs back to chat" "$CHAT" still 180 100

# At rest the app waits for events: CPU time over 3 s stays near zero. The 3 s are the
# measurement itself.
recover --start chat
before=$(cpu_ticks "$APP_PID")
sleep 3
after=$(cpu_ticks "$APP_PID")
idle_ms=$(( (after - before) * 1000 / $(getconf CLK_TCK) ))
echo "idle CPU over 3 s: ${idle_ms} ms"
expect "idle CPU under 50 ms in 3 s" "$([ "$idle_ms" -lt 50 ] && echo yes || echo "no (${idle_ms} ms)")" "yes"

stop_app
expect "Esc quits with status 0" "$APP_STATUS" "0"
echo "frame statistics: $(grep -o 'frames=.*' "$E2E_TMP/app.err")"

# The drag survives the pointer leaving the window: the release outside still ends it.
start_app "$BINARY" --config Assets/demo.json
xdotool mousemove $((WX + 300)) $((WY + 320)) mousedown 1
mouse_path 300 320 -180 320 12
xdotool mouseup 1
eventually "drag released outside the window still pages" "$STORIES" still 180 100
stop_app

# The vertical arm: finger up from the camera shows the panel below, finger down the panel above.
start_app "$BINARY" --config Assets/demo.json
drag 180 500 180 150
eventually "drag up from the camera shows memories" "$MEMORIES" still 180 100
recover --start memories
drag 180 150 180 500
eventually "drag down returns to the camera" "$CAMERA" still 180 100
recover
drag 180 150 180 500
eventually "drag down again shows profile" "$PROFILE" still 180 100
recover --start profile
drag 180 300 60 300
eventually "sideways drag on profile does nothing" "$PROFILE" still 180 100
recover --start profile
drag 180 500 180 150
eventually "drag up returns to the camera" "$CAMERA" still 180 100

# A diagonal drag (dx 210, dy 80) locks to the horizontal axis and pages past half way to a
# neighbour; the vertical axis does not move at all, so the whole window shows chat. Past half
# way, the page turns whatever the release velocity, which a loaded machine can delay.
recover
drag 60 300 270 380 8
eventually "diagonal drag from the camera ends on chat (top)" "$CHAT" still 180 20
expect "diagonal drag from the camera ends on chat (bottom)" "$(pixel 180 620)" "$CHAT"
recover --start chat
drag 180 500 180 150
eventually "vertical drag on chat does nothing" "$CHAT" still 180 100
stop_app

start_app "$BINARY" --config Assets/demo.json --start memories
expect "--start memories starts below the camera" "$(pixel 180 100)" "$MEMORIES"
stop_app

# The bar's stories icon, clicked, scrolls to stories; the ring there returns to the camera.
start_app "$BINARY" --config Assets/demo.json
click 290 576
eventually "clicking the stories icon shows stories" "$STORIES" still 180 100
recover --start stories
click 180 608
eventually "clicking the small ring returns to the camera" "$CAMERA" still 180 100
stop_app

# Horizontal wheel buttons (a tilting wheel, or a touchpad under X11): each burst moves one page.
start_app "$BINARY" --config Assets/demo.json
xdotool mousemove $((WX + 180)) $((WY + 320))
xdotool click --repeat 4 --delay 15 7
eventually "a burst of button 7 (scroll right) shows stories" "$STORIES" still 180 100
recover --start stories
xdotool click --repeat 4 --delay 15 6
eventually "a burst of button 6 (scroll left) returns to the camera" "$CAMERA" still 180 100
recover
xdotool click --repeat 6 --delay 15 6
eventually "another burst of button 6 shows chat" "$CHAT" still 180 100
recover --start chat
xdotool click --repeat 3 --delay 15 5
eventually "wheel down on a side panel is refused" "$CHAT" still 180 100
recover --start chat
xdotool click --repeat 20 --delay 10 7
eventually "a long burst of button 7 moves one page only" "$CAMERA" still 180 100
recover
xdotool click 7
eventually "a single notch moves one page" "$STORIES" still 180 100

# Keys move one page each, within the cross.
recover --start stories
xdotool key Left
eventually "Left returns to the camera" "$CAMERA" still 180 100
recover
xdotool key Right
eventually "Right shows stories" "$STORIES" still 180 100
recover --start stories
xdotool key Home
eventually "Home returns to the camera" "$CAMERA" still 180 100
recover
xdotool key Up
eventually "Up shows the panel above" "$PROFILE" still 180 100
recover --start profile
xdotool key s
eventually "S comes back down to the camera" "$CAMERA" still 180 100
recover
xdotool key ctrl+q
expect "Ctrl+Q quits within 3 s" "$(poll_until 3 app_gone && echo exited || echo running)" "exited"
stop_app
expect "Ctrl+Q exits with status 0" "$APP_STATUS" "0"

# With "wheelNotches": "drag" (a touchpad under X11) notches drag the content instead, and the
# app must wake by itself when the pause after the last one ends the swipe.
cp Assets/profile.png "$E2E_TMP/"
sed '1s/^{/{ "input": { "wheelNotches": "drag" },/' Assets/demo.json >"$E2E_TMP/drag-notches.json"
start_app "$BINARY" --config "$E2E_TMP/drag-notches.json"
xdotool mousemove $((WX + 180)) $((WY + 320))
xdotool click 7
eventually "one dragged notch springs back" "$CAMERA" still 20 100
recover
xdotool click --repeat 5 --delay 15 7
eventually "a quick run of dragged notches flings to stories once they pause" "$STORIES" still 20 100
stop_app

# In a real window, with the renderer the display gives (Mesa's GL under Xvfb), panels copied
# from their layers show the same pixels as panels drawn directly, mid-swipe on both arms.
shots=$(mktemp -d)
for swipe in 0.37 -0.41 0,0.33 0,-0.29; do
    "$BINARY" --config Assets/demo.json --swipe "$swipe" --screenshot "$shots/layered.png" --stats \
        2>"$shots/layered.log" >/dev/null
    "$BINARY" --config Assets/demo.json --swipe "$swipe" --screenshot "$shots/direct.png" --direct --stats \
        2>"$shots/direct.log" >/dev/null
    expect "swipe $swipe: layers on, then off" \
        "$(grep -o 'layers=[a-z]*' "$shots/layered.log") $(grep -o 'layers=[a-z]*' "$shots/direct.log")" \
        "layers=on layers=off"
    differing=$(compare -metric AE "$shots/layered.png" "$shots/direct.png" null: 2>&1)
    expect "swipe $swipe: layered and direct windows show the same pixels" "$differing" "0"
done
# Held still for a few frames, the bars are composited from layers of their own too: the
# same pixels as bars drawn in place, within rounding (4 levels of 255: SDL rounds each blend
# into a layer down, the window's blends round to the nearest).
for swipe in 0 0.37 0,-0.29; do
    "$BINARY" --config Assets/demo.json --swipe "$swipe" --frames 5 --screenshot "$shots/layered.png" --stats \
        2>"$shots/layered.log" >/dev/null
    "$BINARY" --config Assets/demo.json --swipe "$swipe" --frames 5 --screenshot "$shots/direct.png" --direct \
        2>/dev/null >/dev/null
    drawn=$(grep -o 'barLayersDrawn=[0-9]*' "$shots/layered.log" | cut -d= -f2)
    expect "swipe $swipe held: bars drawn into layers" "$([ "${drawn:-0}" -ge 2 ] && echo yes || echo "no ($drawn)")" "yes"
    differing=$(compare -metric AE -fuzz 1.6% "$shots/layered.png" "$shots/direct.png" null: 2>&1)
    expect "swipe $swipe held: layered bars show the pixels of bars drawn in place" "$differing" "0"
done
rm -rf "$shots"

# Without a display the app says how to run headless instead of crashing.
message=$(env -u DISPLAY -u WAYLAND_DISPLAY "$BINARY" 2>&1 >/dev/null)
status=$?
expect "no display exits non-zero" "$([ $status -ne 0 ] && [ $status -lt 128 ] && echo yes || echo "status $status")" "yes"
expect "no display mentions --headless" "$(echo "$message" | grep -c -- '--headless')" "1"

# The desktop's scale on X11: Xft.dpi 144 (1.5×) opens a 200×300-point window at 300×450, and
# --scale still wins. A client holds the server open, which otherwise resets, resources and all,
# when its last client leaves: the resource is set once it is connected, which it shows by
# printing the root window's properties.
stdbuf -oL xprop -spy -root >"$E2E_TMP/holder.out" 2>&1 &
holder=$!
holder_connected() { [ -s "$E2E_TMP/holder.out" ]; }
poll_until 10 holder_connected
echo "Xft.dpi: 144" | xrdb -nocpp -merge
cat >"$E2E_TMP/small.json" <<'JSON'
{ "window": { "width": 200, "height": 300, "title": "Small" }, "start": "a", "horizontal": ["a"],
  "panels": { "a": { "background": "#123456" } } }
JSON
E2E_TITLE=Small start_app "$BINARY" --config "$E2E_TMP/small.json"
expect "Xft.dpi 144 opens the window at 1.5 pixels a point" "${WIDTH}x${HEIGHT}" "300x450"
stop_app
E2E_TITLE=Small start_app "$BINARY" --config "$E2E_TMP/small.json" --scale 1
expect "and --scale wins over it" "${WIDTH}x${HEIGHT}" "200x300"
stop_app
xrdb -nocpp -remove
kill "$holder"

# A Wayland session whose compositor does not answer: the app falls back to X11 and says so.
WAYLAND_DISPLAY=wayland-nowhere E2E_TITLE=Small start_app "$BINARY" --config "$E2E_TMP/small.json"
stop_app
expect "a Wayland session that does not answer falls back to X11" "$(grep -c 'driver=x11' "$E2E_TMP/app.err")" "1"

# A display that no server answers: the app exits 1 within seconds and names what it tried,
# instead of falling back to SDL's offscreen driver and waiting for input that never comes.
began=$(date +%s%N)
status=0
message=$(DISPLAY=:1999 timeout 20 "$BINARY" --config Assets/demo.json 2>&1 >/dev/null) || status=$?
elapsed_ms=$((($(date +%s%N) - began) / 1000000))
echo "a dead display exits in ${elapsed_ms} ms"
expect "a dead display exits 1" "$status" "1"
expect "a dead display exits within 3 s" "$([ "$elapsed_ms" -lt 3000 ] && echo yes || echo "no (${elapsed_ms} ms)")" "yes"
expect "a dead display is named" \
    "$(echo "$message" | grep -c 'X11 could not be opened, with DISPLAY=:1999 and WAYLAND_DISPLAY not set')" "1"
# SDL left to itself went on to Wayland, whose library printed a complaint of its own.
expect "and every line it prints is the app's own" "$(echo "$message" | grep -vc '^snapnav: ')" "0"
message=$(env -u WAYLAND_DISPLAY SDL_VIDEODRIVER=wayland timeout 20 "$BINARY" 2>&1 >/dev/null)
expect "a chosen driver is named, with WAYLAND_DISPLAY" \
    "$(echo "$message" | grep -c 'the wayland video driver (SDL_VIDEODRIVER) could not open one.*WAYLAND_DISPLAY not set')" "1"
expect "and DISPLAY is not said to be unset when it is set" "$(echo "$message" | grep -c 'DISPLAY is not set')" "0"

status=0
"$BINARY" --bogus >/dev/null 2>&1 || status=$?
expect "unknown flag exits 2" "$status" "2"

status=0
message=$("$BINARY" --headless --start nowhere --frames 1 2>&1 >/dev/null) || status=$?
expect "an unknown --start panel exits 2" "$status" "2"
expect "an unknown --start panel is named" "$(echo "$message" | grep -c '"nowhere" is not a panel of either arm')" "1"

# Every way out frees every SDL object and exits 0: Esc, the window's close button, SIGINT and
# SIGTERM (which SDL turns into a quit event), each while a swipe is still settling.
CC=${CC:-$(command -v clang || command -v cc)}
"$CC" -o "$E2E_TMP/close-window" Tests/e2e/close-window.c -lX11
for way in Escape close INT TERM; do
    start_app "$BINARY" --config Assets/demo.json
    drag 300 320 100 320 4
    case $way in
        Escape) xdotool key --window "$WID" Escape ;;
        close) "$E2E_TMP/close-window" "$WID" ;;
        *) kill -s "$way" "$APP_PID" ;;
    esac
    expect "$way quits by itself within 3 s" "$(poll_until 3 app_gone && echo exited || echo running)" "exited"
    stop_app
    expect "$way exits with status 0" "$APP_STATUS" "0"
    expect "$way frees every SDL object" \
        "$(grep -c 'SDL objects left: sessions=0 windows=0 renderers=0 textures=0 fonts=0' "$E2E_TMP/app.err")" "1"
done

# With no GPU to reach, the window is drawn by SDL's software renderer and no OpenGL library is
# loaded; named in SDL_RENDER_DRIVER, OpenGL draws it, as where there is a GPU. Both show the
# same screens.
if ls /dev/dri/card* /dev/dri/renderD* /dev/nvidiactl >/dev/null 2>&1; then chosen=opengl; else chosen=software; fi
start_app "$BINARY" --config Assets/demo.json
opengl_libraries=$(grep -c -E 'libGLX_mesa|_dri\.so|libLLVM' "/proc/$APP_PID/maps")
drag 300 320 60 320
eventually "a drag pages to stories (the chosen renderer)" "$STORIES" still 180 100
window_shot "$E2E_TMP/chosen-stories.png"
stop_app
expect "the renderer is chosen by whether a GPU can be reached ($chosen)" \
    "$(grep -c "renderer=$chosen " "$E2E_TMP/app.err")" "1"
if [ "$chosen" = software ]; then
    expect "drawing in software loads no OpenGL library" "$opengl_libraries" "0"
fi
SDL_RENDER_DRIVER=opengl start_app "$BINARY" --config Assets/demo.json
drag 300 320 60 320
eventually "a drag pages to stories (OpenGL)" "$STORIES" still 180 100
window_shot "$E2E_TMP/opengl-stories.png"
stop_app
expect "SDL_RENDER_DRIVER=opengl draws through OpenGL" "$(grep -c 'renderer=opengl ' "$E2E_TMP/app.err")" "1"
# Blends and gradients round a level or two apart, which a 2 % fuzz forgives; the scaled ring's
# edge is each renderer's own linear filter, half a pixel apart (about 700 pixels). Within 1 %.
apart=$(differing "$E2E_TMP/chosen-stories.png" "$E2E_TMP/opengl-stories.png" 2%)
expect "both renderers show the same stories screen" \
    "$([ "$apart" -lt $((WIDTH * HEIGHT / 100)) ] && echo yes || echo "no ($apart pixels apart)")" "yes"

# A window made larger is drawn across its new size, in software as through OpenGL (the software
# renderer draws into the window's surface, made again at each size), and a drag still pages.
for renderer in "" opengl; do
    SDL_RENDER_DRIVER=$renderer start_app "$BINARY" --config Assets/demo.json
    xdotool windowsize "$WID" 480 700
    eventually "a window made wider shows the camera to its new edge (${renderer:-chosen})" "$CAMERA" still 460 100
    drag 400 350 100 350
    eventually "and a drag across it pages to stories (${renderer:-chosen})" "$STORIES" still 460 100
    stop_app
done

# Every hostile configuration either runs or is refused with a message naming the file; none crashes.
refused=0
broken=0
for config in Tests/fixtures/hostile-configs/*; do
    status=0
    message=$(timeout 20 "$BINARY" --headless --frames 3 --config "$config" 2>&1 >/dev/null) || status=$?
    if [ "$status" -eq 1 ] && echo "$message" | grep -qF "snapnav: $config"; then
        refused=$((refused + 1))
    elif [ "$status" -ne 0 ]; then
        echo "  $config: status $status: $message"
        broken=$((broken + 1))
    fi
done
echo "hostile configurations: $(ls Tests/fixtures/hostile-configs | wc -l) tried, $refused refused by name"
expect "hostile configurations run or are refused by name" "$broken" "0"

finish
