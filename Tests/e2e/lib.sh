# Helpers for the end-to-end tests: a virtual X display, the app in a real window, real X
# input from xdotool, and pixel colours read from screenshots of the root window.

E2E_PASSED=0
E2E_FAILED=0
E2E_TMP=$(mktemp -d)
# The app prefers Wayland where WAYLAND_DISPLAY is set; these tests drive it on their own X server.
unset WAYLAND_DISPLAY

# start_display: a virtual X display of this script's own. Xvfb picks a free number and writes
# it to fd 3, so scripts running side by side (make test runs several at a time) never share one.
# Its screen is 1280x1024x24 unless E2E_SCREEN says otherwise.
start_display() {
    Xvfb -displayfd 3 -screen 0 "${E2E_SCREEN:-1280x1024x24}" -nolisten tcp 3>"$E2E_TMP/display" >"$E2E_TMP/xvfb.log" 2>&1 &
    XVFB_PID=$!
    display_answers() {
        [ -s "$E2E_TMP/display" ] && kill -0 "$XVFB_PID" 2>/dev/null &&
            DISPLAY=":$(head -n 1 "$E2E_TMP/display")" xdpyinfo >/dev/null 2>&1
    }
    if ! poll_until 5 display_answers; then
        echo "Xvfb did not start:" >&2
        cat "$E2E_TMP/xvfb.log" >&2
        exit 1
    fi
    export DISPLAY=":$(head -n 1 "$E2E_TMP/display")"
}

# start_app BINARY [ARGS...]: runs the app and finds its window, titled E2E_TITLE (SnapNav
# unless set); sets APP_PID, WID, WX, WY, WIDTH, HEIGHT, and APP_ARGS for recover. Returns once
# the window shows its first frame.
start_app() {
    APP_ARGS=("$@")
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
    window_answers() {
        WID=$(timeout 20 xdotool search --sync --all --pid "$APP_PID" --name "^${E2E_TITLE:-SnapNav}\$" 2>/dev/null | tail -n 1)
        [ -n "$WID" ] && xdotool getwindowgeometry "$WID" >/dev/null 2>&1
    }
    if ! poll_until 20 window_answers; then
        echo "the window did not appear:" >&2
        cat "$E2E_TMP/app.err" >&2
        exit 1
    fi
    # The window is mapped before the first frame is presented, and through OpenGL the first
    # frame waits for Mesa to compile its shaders, which on a fresh machine's empty shader cache
    # takes most of a second: until then the window is black. The app may size the window again
    # once it has read the desktop's scale, so its geometry must also hold still between looks.
    local placed=""
    first_frame() {
        local was=$placed
        eval "$(xdotool getwindowgeometry --shell "$WID")"
        WX=$X
        WY=$Y
        placed="$X $Y $WIDTH $HEIGHT"
        [ "$placed" = "$was" ] && [ "$(pixel "$((WIDTH / 2))" "$((HEIGHT / 2))")" != "#000000" ]
    }
    poll_until 5 first_frame
}

# app_running: succeeds while the app's process is there.
app_running() { kill -0 "$APP_PID" 2>/dev/null; }
# app_gone: succeeds once it has exited.
app_gone() { ! app_running; }

stop_app() {
    if app_running; then
        # Esc takes a screen open over the cross back before it quits: up to three presses.
        for _ in 1 2 3; do
            app_running || break
            xdotool key --window "$WID" Escape 2>/dev/null || true
            poll_until 1 app_gone
        done
        # The app quits on the press and its window goes, so xdotool's release to that window
        # can fail, leaving Escape held in the server to auto-repeat into the next app.
        xdotool keyup Escape 2>/dev/null || true
        # An app that ignored Esc fails the run instead of hanging it.
        app_running && kill "$APP_PID"
    fi
    if app_running; then
        # An app that does not quit must not hang the tests: it is killed, and its status says so.
        echo "the app did not quit within 3 s; killing it" >&2
        kill -KILL "$APP_PID" 2>/dev/null
    fi
    wait "$APP_PID" 2>/dev/null
    APP_STATUS=$?
    # A status a check may then refuse comes with the app's own last words, to say why.
    if [ "$APP_STATUS" -ne 0 ] && [ -s "$E2E_TMP/app.err" ]; then
        echo "     (the app exited with status $APP_STATUS, its last words:)"
        tail -n 4 "$E2E_TMP/app.err" | sed 's/^/     | /'
    fi
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
    # That one pixel is all that is encoded, which takes half the time of the whole screen.
    import -window root -crop "1x1+$((WX + $1))+$((WY + $2))" -depth 8 txt:- | awk 'NR == 2 { print toupper(substr($3, 1, 7)) }'
}

# differs_from COLOUR X Y: "yes" when the window's point X,Y does not have COLOUR.
differs_from() {
    local seen
    seen=$(pixel "$2" "$3")
    [ "$seen" != "$1" ] && echo yes || echo "no ($seen)"
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

# shows NAME: "yes" when the window, at rest, shows what "$E2E_TMP/at-NAME.png" holds (a screen
# at rest, saved with window_shot), within 1 % of its pixels; "moving" while the app is busy.
shows() {
    quiet || { echo moving; return; }
    window_shot "$E2E_TMP/now.png"
    local count
    count=$(differing "$E2E_TMP/now.png" "$E2E_TMP/at-$1.png")
    [ "$count" -lt $((WIDTH * HEIGHT / 100)) ] && echo yes || echo "no ($count pixels differ)"
}

# The story of the starter from `snapnav new`, at scale 1. snap: the colour filling the story at
# the window's point 180,520, under its text. story_in_place: the story fills the window, its
# top-left corner its own colour. snap_in_place: the snap once the story fills the window, and
# "moving" until then. The story's bars run while it plays, so the app is not at rest there: the
# window is what is waited on.
snap() { pixel 180 520; }
story_in_place() { [ "$(pixel 2 300)" = "$(snap)" ]; }
snap_in_place() { if story_in_place; then snap; else echo moving; fi; }

# click X Y: a real mouse click at window pixel X,Y.
click() {
    xdotool mousemove $((WX + $1)) $((WY + $2)) click 1
}

# drag X0 Y0 X1 Y1 [STEPS]: a real mouse drag in window pixels, 16 ms between motions.
drag() { pixel_drag "$@"; }
pixel_drag() {
    xdotool mousemove $((WX + $1)) $((WY + $2)) mousedown 1
    mouse_path "$@"
    xdotool mouseup 1
}

# mouse_path X0 Y0 X1 Y1 [STEPS]: the mouse moved from one window pixel to another in STEPS (12
# unless given), 16 ms apart as a hand's motions reach a window at 60 Hz: the pace is the input.
mouse_path() {
    local x0=$1 y0=$2 x1=$3 y1=$4 steps=${5:-12} i
    for i in $(seq "$steps"); do
        xdotool mousemove $((WX + x0 + (x1 - x0) * i / steps)) $((WY + y0 + (y1 - y0) * i / steps))
        sleep 0.016
    done
}

# pass NAME / fail NAME: MESSAGE: a check's outcome, counted.
pass() {
    echo "ok   $1"
    E2E_PASSED=$((E2E_PASSED + 1))
}
fail() {
    echo "FAIL $1"
    E2E_FAILED=$((E2E_FAILED + 1))
    return 1
}

# expect NAME ACTUAL WANTED: a check of something already settled, compared once.
expect() {
    if [ "$2" = "$3" ]; then pass "$1"; else fail "$1: got $2, wanted $3"; fi
}

# E2E_WAIT: how long a check waits for what it wants before it fails, in seconds. It passes as
# soon as that shows, so a generous bound costs a passing run nothing; a check that something
# happens promptly gives its own, tight bound instead.
E2E_WAIT=${E2E_WAIT:-15}

# deadline SECONDS: the clock (date +%s%N) SECONDS (which may have a fraction) from now.
deadline() {
    awk -v s="$1" -v now="$(date +%s%N)" 'BEGIN { printf "%.0f", now + s * 1e9 }'
}

# poll_until SECONDS COMMAND...: runs COMMAND every 0.1 s until it succeeds, or fails once
# SECONDS have passed; waits only as long as the app takes.
poll_until() {
    local end
    end=$(deadline "$1")
    shift
    until "$@"; do
        [ "$(date +%s%N)" -ge "$end" ] && return 1
        sleep 0.1
    done
}

# eventually [-w SECONDS] NAME WANTED COMMAND...: the check NAME passes as soon as COMMAND prints
# WANTED, run every 0.1 s; after SECONDS (E2E_WAIT unless given) it fails, saying what it waited
# for and what COMMAND printed last.
eventually() {
    local within=$E2E_WAIT
    if [ "$1" = -w ]; then
        within=$2
        shift 2
    fi
    local name=$1
    EVENTUALLY_WANTED=$2
    shift 2
    if poll_until "$within" prints_wanted "$@"; then
        pass "$name"
    else
        fail "$name: waited $within s for $EVENTUALLY_WANTED; last saw $EVENTUALLY_SEEN"
    fi
}
prints_wanted() {
    EVENTUALLY_SEEN=$("$@" 2>&1)
    [ "$EVENTUALLY_SEEN" = "$EVENTUALLY_WANTED" ]
}

# paced MS COMMAND...: sets PACED to the input driver's COMMANDs (Tests/xorg, Tests/wayland),
# each followed by the driver's pause of MS milliseconds: a gesture's events at its own pace.
paced() {
    local pause=$1 command
    shift
    PACED=()
    for command in "$@"; do PACED+=("$command" "sleep $pause"); done
}

# app_activity: the CPU time all the app's threads have run, in clock ticks, and "running" when
# one of them is running or waiting to run. A thread's name may hold spaces: fields are counted
# from its closing parenthesis (state, then utime and stime as the 12th and 13th).
app_activity() {
    cat /proc/"$APP_PID"/task/*/stat 2>/dev/null | sed 's/^.*) //' |
        awk '{ ticks += $12 + $13; if ($1 == "R") running = " running" } END { print ticks + 0 running }'
}

# quiet: succeeds when none of the app's threads ran for 0.25 s, nor is about to: the app is at
# rest, waiting for input with nothing moving (or it has exited).
quiet() {
    local before
    before=$(app_activity)
    sleep 0.25
    [ "$(app_activity)" = "$before" ] && [ "${before% running}" = "$before" ]
}

# settle [SECONDS]: waits until the app is at rest (within E2E_WAIT unless given), so the next
# input meets a screen at rest; an app still busy is left to the next check to show.
settle() {
    poll_until "${1:-$E2E_WAIT}" quiet || echo "     (the app was still busy after ${1:-$E2E_WAIT} s)"
}

# still X Y: the colour at window point X,Y once the app is at rest; "moving" while it is not.
still() {
    if quiet; then pixel "$1" "$2"; else echo moving; fi
}

# recover [ARGS...]: a case starts from a known state. When a check failed since the last
# recover, or the app has gone, the app is started again as it last was, with ARGS added (such
# as --start PANEL, where the case begins); so one miss stays one miss. Then waits for rest.
recover() {
    if [ "$E2E_FAILED" -ne "${E2E_FAILED_SEEN:-0}" ] || app_gone; then
        local arguments=("${APP_ARGS[@]}")
        echo "     (starting the app again, so that the next case starts where it should)"
        stop_app
        start_app "${arguments[@]}" "$@"
        APP_ARGS=("${arguments[@]}")
    fi
    E2E_FAILED_SEEN=$E2E_FAILED
    settle
}

finish() {
    echo "e2e: $E2E_PASSED passed, $E2E_FAILED failed"
    [ "$E2E_FAILED" -eq 0 ]
}

# cpu_ticks PID: user + system CPU time of a process, in clock ticks.
cpu_ticks() {
    awk '{ print $14 + $15 }' "/proc/$1/stat"
}
