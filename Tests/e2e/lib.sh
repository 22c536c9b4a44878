# Helpers for the end-to-end tests: a virtual X display, the app in a real window, real X
# input from xdotool, and pixel colours read from screenshots of the root window.

E2E_PASSED=0
E2E_FAILED=0
E2E_TMP=$(mktemp -d)
# The app prefers Wayland where WAYLAND_DISPLAY is set; these tests drive it on their own X server.
unset WAYLAND_DISPLAY

# start_display: a virtual X display of this script's own. Xvfb picks a free number and writes
# it to fd 3, so scripts running side by side (make e2e runs two at a time) never share one.
# Its screen is 1280x1024x24 unless E2E_SCREEN says otherwise.
start_display() {
    Xvfb -displayfd 3 -screen 0 "${E2E_SCREEN:-1280x1024x24}" -nolisten tcp 3>"$E2E_TMP/display" >"$E2E_TMP/xvfb.log" 2>&1 &
    XVFB_PID=$!
    for _ in $(seq 50); do
        if [ -s "$E2E_TMP/display" ]; then
            export DISPLAY=":$(head -n 1 "$E2E_TMP/display")"
            kill -0 "$XVFB_PID" 2>/dev/null && xdpyinfo >/dev/null 2>&1 && return 0
        fi
        sleep 0.1
    done
    echo "Xvfb did not start:" >&2
    cat "$E2E_TMP/xvfb.log" >&2
    exit 1
}

# start_app BINARY [ARGS...]: runs the app and finds its window, titled E2E_TITLE (SnapNav
# unless set); sets APP_PID, WID, WX, WY.
start_app() {
    # A script's background jobs start with SIGINT ignored, and SDL leaves an ignored signal
    # alone; the app starts as from a terminal instead, where Ctrl+C reaches it. env resets it
    # even when the tests themselves were started with SIGINT ignored, which a shell's own
    # `trap - INT` cannot undo.
    (
        exec env --default-signal=INT "$@" --stats >"$E2E_TMP/app.out" 2>"$E2E_TMP/app.err"
    ) &
    APP_PID=$!
    # Only this process's window: the previous app's may not have closed yet. SDL may replace
    # its window while the renderer starts, and a search that meets the old one being
    # destroyed fails, so the newest window is searched for again until it answers.
    WID=""
    for _ in $(seq 5); do
        WID=$(timeout 20 xdotool search --sync --all --pid "$APP_PID" --name "^${E2E_TITLE:-SnapNav}\$" 2>/dev/null | tail -n 1)
        [ -n "$WID" ] && xdotool getwindowgeometry "$WID" >/dev/null 2>&1 && break
        WID=""
        sleep 0.2
    done
    if [ -z "$WID" ]; then
        echo "the window did not appear:" >&2
        cat "$E2E_TMP/app.err" >&2
        exit 1
    fi
    sleep 0.5
    eval "$(xdotool getwindowgeometry --shell "$WID")"
    WX=$X
    WY=$Y
    # The window is mapped before the first frame is presented, and through OpenGL the first
    # frame waits for Mesa to compile its shaders, which on a fresh machine's empty shader cache
    # takes most of a second: until then the window is black. Up to 5 s more are given to it.
    for _ in $(seq 50); do
        [ "$(pixel "$((WIDTH / 2))" "$((HEIGHT / 2))")" != "#000000" ] && break
        sleep 0.1
    done
}

stop_app() {
    if kill -0 "$APP_PID" 2>/dev/null; then
        # Esc takes a screen open over the cross back before it quits: up to three presses.
        for _ in 1 2 3; do
            kill -0 "$APP_PID" 2>/dev/null || break
            xdotool key --window "$WID" Escape 2>/dev/null || true
            for _ in $(seq 10); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
        done
        # The app quits on the press and its window goes, so xdotool's release to that window
        # can fail, leaving Escape held in the server to auto-repeat into the next app.
        xdotool keyup Escape 2>/dev/null || true
        # An app that ignored Esc fails the run instead of hanging it.
        kill -0 "$APP_PID" 2>/dev/null && kill "$APP_PID"
    fi
    if kill -0 "$APP_PID" 2>/dev/null; then
        # An app that does not quit must not hang the tests: it is killed, and its status says so.
        echo "the app did not quit within 3 s; killing it" >&2
        kill -KILL "$APP_PID" 2>/dev/null
    fi
    wait "$APP_PID" 2>/dev/null
    APP_STATUS=$?
}

cleanup() {
    [ -n "${APP_PID:-}" ] && kill "$APP_PID" 2>/dev/null
    # Waited for, so a script run right after can take the same display number.
    [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null && wait "$XVFB_PID" 2>/dev/null
    rm -rf "$E2E_TMP"
}
trap cleanup EXIT

# pixel X Y: the colour (#RRGGBB) at window point X,Y from a screenshot of the root window.
pixel() {
    import -window root "$E2E_TMP/shot.png"
    convert "$E2E_TMP/shot.png" -format "%[hex:p{$((WX + $1)),$((WY + $2))}]" info: | sed 's/^/#/' | cut -c1-7
}

# window_shot FILE: the app's window alone, from a screenshot of the root window.
window_shot() {
    import -window root "$E2E_TMP/root.png"
    convert "$E2E_TMP/root.png" -crop "${WIDTH}x${HEIGHT}+${WX}+${WY}" +repage "$1"
}

# differing A B [FUZZ]: how many pixels of two screenshots differ (by more than FUZZ, as 2%).
differing() {
    compare -metric AE ${3:+-fuzz "$3"} "$1" "$2" null: 2>&1 | cut -d' ' -f1
}

# shows NAME: "yes" when the window shows what "$E2E_TMP/at-NAME.png" holds (a screen at rest,
# saved with window_shot), within 1 % of its pixels.
shows() {
    window_shot "$E2E_TMP/now.png"
    local count
    count=$(differing "$E2E_TMP/now.png" "$E2E_TMP/at-$1.png")
    [ "$count" -lt $((WIDTH * HEIGHT / 100)) ] && echo yes || echo "no ($count pixels differ)"
}

# click X Y: a real mouse click at window pixel X,Y.
click() {
    xdotool mousemove $((WX + $1)) $((WY + $2)) click 1
}

# drag X0 Y0 X1 Y1 [STEPS]: a real mouse drag in window pixels, 16 ms between motions.
drag() { pixel_drag "$@"; }
pixel_drag() {
    local x0=$1 y0=$2 x1=$3 y1=$4 steps=${5:-12}
    xdotool mousemove $((WX + x0)) $((WY + y0)) mousedown 1
    for i in $(seq "$steps"); do
        xdotool mousemove $((WX + x0 + (x1 - x0) * i / steps)) $((WY + y0 + (y1 - y0) * i / steps))
        sleep 0.016
    done
    xdotool mouseup 1
}

# expect NAME ACTUAL WANTED
expect() {
    if [ "$2" = "$3" ]; then
        echo "ok   $1"
        E2E_PASSED=$((E2E_PASSED + 1))
    else
        echo "FAIL $1: got $2, wanted $3"
        E2E_FAILED=$((E2E_FAILED + 1))
    fi
}

# poll_until SECONDS COMMAND...: runs COMMAND every 0.1 s until it succeeds, or fails once
# SECONDS (which may have a fraction) have passed; waits only as long as the app takes.
poll_until() {
    local end
    end=$(awk -v s="$1" -v now="$(date +%s%N)" 'BEGIN { printf "%.0f", now + s * 1e9 }')
    shift
    until "$@"; do
        [ "$(date +%s%N)" -ge "$end" ] && return 1
        sleep 0.1
    done
}

finish() {
    echo "e2e: $E2E_PASSED passed, $E2E_FAILED failed"
    [ "$E2E_FAILED" -eq 0 ]
}

# cpu_ticks PID: user + system CPU time of a process, in clock ticks.
cpu_ticks() {
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}
