# Helpers for the tests on a real Wayland compositor: sway, headless, as an unprivileged user of
# its own (it refuses to run as root), driven by a virtual pointer of the project's own
# (virtual-pointer.c over wlroots' virtual pointer protocol) and wtype's virtual keyboard,
# with screenshots from grim. The checks and the cleanup come from e2e/lib.sh.

source Tests/e2e/lib.sh

WAYLAND_USER=snapnav-wayland
POINTER="$E2E_TMP/virtual-pointer"
OUTPUT_WIDTH=1280
OUTPUT_HEIGHT=1024

# start_sway SCALE: sway with one output of 1280×1024 logical pixels at SCALE (so 2560×2048
# pixels at 2), its sockets in a directory of the run; the app, the pointer and grim connect to
# it as root, which may use any socket.
start_sway() {
    if [ "$(id -u)" -ne 0 ]; then
        echo "Tests/wayland needs root, to run sway as a user of its own" >&2
        exit 1
    fi
    id "$WAYLAND_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$WAYLAND_USER"
    wayland-scanner client-header Tests/wayland/virtual-pointer-v1.xml "$E2E_TMP/virtual-pointer-v1-client.h"
    wayland-scanner private-code Tests/wayland/virtual-pointer-v1.xml "$E2E_TMP/virtual-pointer-v1.c"
    gcc -O2 -Wall -I"$E2E_TMP" -o "$POINTER" Tests/wayland/virtual-pointer.c "$E2E_TMP/virtual-pointer-v1.c" \
        -lwayland-client || exit 1
    # Outside the run's directory, which only root may enter.
    SWAY_DIR=$(mktemp -d /tmp/snapnav-sway.XXXXXX)
    chmod 700 "$SWAY_DIR"
    SCALE=$1
    printf 'output HEADLESS-1 resolution %dx%d scale %s\ndefault_border none\n' \
        $((OUTPUT_WIDTH * SCALE)) $((OUTPUT_HEIGHT * SCALE)) "$SCALE" >"$SWAY_DIR/config"
    chown -R "$WAYLAND_USER" "$SWAY_DIR"
    runuser -u "$WAYLAND_USER" -- env -i HOME="$SWAY_DIR" XDG_RUNTIME_DIR="$SWAY_DIR" \
        WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
        sway -c "$SWAY_DIR/config" >"$E2E_TMP/sway-$SCALE.log" 2>&1 &
    SWAY_PID=$!
    export XDG_RUNTIME_DIR="$SWAY_DIR"
    unset DISPLAY SDL_VIDEODRIVER
    sway_answers() {
        SWAYSOCK=$(ls "$SWAY_DIR"/sway-ipc.*.sock 2>/dev/null | head -n 1)
        WAYLAND_DISPLAY=$(ls "$SWAY_DIR" | grep -E '^wayland-[0-9]+$' | head -n 1)
        [ -n "$SWAYSOCK" ] && [ -n "$WAYLAND_DISPLAY" ]
    }
    if poll_until 10 sway_answers; then
        export SWAYSOCK WAYLAND_DISPLAY
        # One pointing device for the compositor's whole life, as a laptop's touchpad is.
        coproc VIRTUAL_POINTER { "$POINTER" "$OUTPUT_WIDTH" "$OUTPUT_HEIGHT"; }
        return 0
    fi
    echo "sway did not start:" >&2
    cat "$E2E_TMP/sway-$SCALE.log" >&2
    exit 1
}

stop_sway() {
    [ -z "${SWAY_PID:-}" ] && return 0
    [ -n "${VIRTUAL_POINTER_PID:-}" ] && kill "$VIRTUAL_POINTER_PID" 2>/dev/null
    pkill -u "$WAYLAND_USER" -x sway 2>/dev/null
    wait "$SWAY_PID" 2>/dev/null
    rm -rf "$SWAY_DIR"
    SWAY_PID=""
}

# window_geometry: "FLOATING X Y WIDTH HEIGHT" of the app's window, in the output's logical
# pixels, from sway's tree; nothing until the window is there.
window_geometry() {
    swaymsg -t get_tree 2>/dev/null | python3 -c '
import json, sys
def walk(node, floating):
    if node.get("app_id") == "snapnav":
        rect, window = node["rect"], node["window_rect"]
        print("floating" if floating else "tiled", rect["x"] + window["x"], rect["y"] + window["y"],
              window["width"], window["height"])
        return True
    return any(walk(child, floating) for child in node.get("nodes", [])) or \
        any(walk(child, True) for child in node.get("floating_nodes", []))
walk(json.load(sys.stdin), False)'
}

# start_app BINARY [ARGS...]: the app on sway; sets APP_PID, FLOATING, WX, WY, WIDTH, HEIGHT,
# and APP_ARGS for recover. Returns once the app has drawn its window and come to rest.
start_app() {
    APP_ARGS=("$@")
    "$@" --stats >"$E2E_TMP/app.out" 2>"$E2E_TMP/app.err" &
    APP_PID=$!
    window_listed() { [ -n "$(window_geometry)" ]; }
    if ! poll_until 10 window_listed; then
        echo "the window did not appear:" >&2
        cat "$E2E_TMP/app.err" >&2
        exit 1
    fi
    # Floated and sized once its first frame is drawn, after which it rests.
    settle 5
    read -r FLOATING WX WY WIDTH HEIGHT <<<"$(window_geometry)"
}

stop_app() {
    if app_running; then
        wtype -s 100 -k Escape
        poll_until 3 app_gone
        app_running && kill -KILL "$APP_PID"
    fi
    wait "$APP_PID" 2>/dev/null
    APP_STATUS=$?
}

# pointer COMMAND...: virtual pointer commands (see virtual-pointer.c), window points for move;
# each is handled by the compositor before the next is sent.
pointer() {
    local command reply
    for command in "$@"; do
        case "$command" in
            move\ *)
                read -r _ x y <<<"$command"
                command="move $((WX + x)) $((WY + y))"
                ;;
        esac
        echo "$command" >&"${VIRTUAL_POINTER[1]}"
        read -r -t 10 reply <&"${VIRTUAL_POINTER[0]}" || { echo "the virtual pointer did not answer '$command'" >&2; exit 1; }
        [ "$reply" = ok ] || { echo "the virtual pointer refused '$command'" >&2; exit 1; }
    done
}

# drag X0 Y0 X1 Y1 [STEPS] [HOLD_MS]: the left button held from one window point to another, 16
# ms a step, and held still HOLD_MS (none unless given) before the release.
drag() {
    local steps=${5:-12} moves=() i
    for i in $(seq "$steps"); do moves+=("move $(($1 + ($3 - $1) * i / steps)) $(($2 + ($4 - $2) * i / steps))"); done
    paced 16 "${moves[@]}"
    # The last move's pause gives way to the hold, if any.
    PACED[-1]="sleep ${6:-0}"
    pointer "move $1 $2" "sleep 50" "down" "sleep 16" "${PACED[@]}" "up"
}

# series X Y COUNT GAP_MS COMMAND: the pointer moved to window point X,Y, then COUNT of COMMAND
# (such as a wheel's notch or a touchpad's scroll), GAP_MS apart: the gaps are the input's pace.
series() {
    local events=() i
    for i in $(seq "$3"); do events+=("$5"); done
    paced "$4" "${events[@]}"
    pointer "move $1 $2" "sleep 50" "${PACED[@]}"
}

# shot: a screenshot of the output, in its pixels, as FILE.
shot() {
    grim "$E2E_TMP/output.png"
    echo "$E2E_TMP/output.png"
}

# pixel X Y: the colour at window point X,Y, at the output's SCALE pixels per logical pixel.
pixel() {
    local scale=${SCALE:-1}
    convert "$(shot)" -format "%[hex:p{$(((WX + $1) * scale)),$(((WY + $2) * scale))}]" info: | sed 's/^/#/' | cut -c1-7
}

# within NAME ACTUAL WANTED TOLERANCE: passes when |ACTUAL - WANTED| <= TOLERANCE.
within() {
    local ok
    ok=$(awk -v a="$2" -v w="$3" -v t="$4" 'BEGIN { d = a - w; if (d < 0) d = -d; print (a != "" && d <= t) ? "yes" : "no" }')
    expect "$1 (shown $2, wanted $3)" "$ok" "yes"
}
