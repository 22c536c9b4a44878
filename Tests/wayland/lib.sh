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
    local socket
    for _ in $(seq 100); do
        SWAYSOCK=$(ls "$SWAY_DIR"/sway-ipc.*.sock 2>/dev/null | head -n 1)
        socket=$(ls "$SWAY_DIR" | grep -E '^wayland-[0-9]+$' | head -n 1)
        if [ -n "$SWAYSOCK" ] && [ -n "$socket" ]; then
            export SWAYSOCK WAYLAND_DISPLAY="$socket"
            # One pointing device for the compositor's whole life, as a laptop's touchpad is.
            coproc VIRTUAL_POINTER { "$POINTER" "$OUTPUT_WIDTH" "$OUTPUT_HEIGHT"; }
            return 0
        fi
        sleep 0.1
    done
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

# start_app BINARY [ARGS...]: the app on sway; sets APP_PID, FLOATING, WX, WY, WIDTH, HEIGHT.
start_app() {
    "$@" --stats >"$E2E_TMP/app.out" 2>"$E2E_TMP/app.err" &
    APP_PID=$!
    local geometry=""
    for _ in $(seq 100); do
        geometry=$(window_geometry)
        [ -n "$geometry" ] && break
        sleep 0.1
    done
    if [ -z "$geometry" ]; then
        echo "the window did not appear:" >&2
        cat "$E2E_TMP/app.err" >&2
        exit 1
    fi
    sleep 0.5
    read -r FLOATING WX WY WIDTH HEIGHT <<<"$(window_geometry)"
}

stop_app() {
    if kill -0 "$APP_PID" 2>/dev/null; then
        wtype -s 100 -k Escape
        for _ in $(seq 30); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
        kill -0 "$APP_PID" 2>/dev/null && kill -KILL "$APP_PID"
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

# drag X0 Y0 X1 Y1 [STEPS]: the left button held from one window point to another, 16 ms a step.
drag() {
    local steps=${5:-12} commands=("move $1 $2" "sleep 50" "down") i
    for i in $(seq "$steps"); do
        commands+=("sleep 16" "move $(($1 + ($3 - $1) * i / steps)) $(($2 + ($4 - $2) * i / steps))")
    done
    pointer "${commands[@]}" "up"
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
