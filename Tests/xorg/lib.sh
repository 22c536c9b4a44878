# Helpers for the tests on a real X server: Xorg with the dummy video driver and devices of its
# own inputtest driver, so events take the server's input path (XInput 2 smooth scrolling with
# emulated wheel buttons, XInput 2 touches). The app, screenshots and checks come from e2e/lib.sh.

source Tests/e2e/lib.sh

XORG_DRIVER="$E2E_TMP/inputtest-driver"
# Touch coordinates span 0..65535 across the screen.
SCREEN_WIDTH=1280
SCREEN_HEIGHT=1024

# start_xorg: the server on a free display, and one driver process holding the three device
# sockets (each accepts a single connection for the server's lifetime) as coprocess DRIVER.
start_xorg() {
    if [ "$(id -u)" -ne 0 ]; then
        echo "Tests/xorg needs root: Xorg with the dummy video driver starts only as root" >&2
        exit 1
    fi
    gcc -O2 -Wall -o "$XORG_DRIVER" Tests/xorg/inputtest-driver.c || exit 1
    sed "s|@DIR@|$E2E_TMP|g" Tests/xorg/xorg.conf.in >"$E2E_TMP/xorg.conf"
    # Like Xvfb, the server picks a free display number and writes it to fd 3, so it never
    # shares one with the displays of the checks running beside it.
    Xorg -displayfd 3 -config "$E2E_TMP/xorg.conf" -configdir "$E2E_TMP/none" -noreset -nolisten tcp \
        -novtswitch -sharevts -logfile "$E2E_TMP/xorg.log" 3>"$E2E_TMP/display" >"$E2E_TMP/xorg.out" 2>&1 &
    XVFB_PID=$!
    xorg_answers() {
        [ -s "$E2E_TMP/display" ] && kill -0 "$XVFB_PID" 2>/dev/null &&
            DISPLAY=":$(head -n 1 "$E2E_TMP/display")" xdpyinfo >/dev/null 2>&1 && [ -S "$E2E_TMP/keyboard.sock" ]
    }
    if poll_until 10 xorg_answers; then
        export DISPLAY=":$(head -n 1 "$E2E_TMP/display")"
        coproc DRIVER { "$XORG_DRIVER" "$E2E_TMP/pointer.sock" "$E2E_TMP/touch.sock" "$E2E_TMP/keyboard.sock"; }
        return 0
    fi
    echo "Xorg did not start:" >&2
    cat "$E2E_TMP/xorg.out" "$E2E_TMP/xorg.log" >&2
    exit 1
}

# devices COMMAND...: sends driver commands (see inputtest-driver.c), one per argument, and
# waits until the server has processed each.
devices() {
    local command reply
    for command in "$@"; do
        echo "$command" >&"${DRIVER[1]}"
        read -r -t 10 reply <&"${DRIVER[0]}" || { echo "the input driver did not answer '$command'" >&2; exit 1; }
        [ "$reply" = ok ] || { echo "the input driver refused '$command'" >&2; exit 1; }
    done
}

# scroll_series COUNT DH DV GAP_MS: COUNT smooth-scroll events, GAP_MS apart (and after the last).
scroll_series() {
    local scrolls=() i
    for i in $(seq "$1"); do scrolls+=("scroll $2 $3"); done
    paced "$4" "${scrolls[@]}"
    devices "${PACED[@]}"
}

# touch_point X Y: a window point in the touchscreen's 0..65535 units.
touch_point() {
    echo "$(((WX + $1) * 65535 / (SCREEN_WIDTH - 1))) $(((WY + $2) * 65535 / (SCREEN_HEIGHT - 1)))"
}

# touch_drag ID X0 Y0 X1 Y1 STEPS GAP_MS [hold]: a finger moved in STEPS; lifted unless "hold".
touch_drag() {
    local id=$1 x0=$2 y0=$3 x1=$4 y1=$5 steps=$6 gap=$7 updates=() i
    for i in $(seq "$steps"); do
        updates+=("touch update $id $(touch_point $((x0 + (x1 - x0) * i / steps)) $((y0 + (y1 - y0) * i / steps)))")
    done
    paced "$gap" "touch begin $id $(touch_point "$x0" "$y0")" "${updates[@]}"
    # The last update's pause is dropped: a held finger is answered at once.
    unset 'PACED[-1]'
    devices "${PACED[@]}"
    [ "${8:-}" = hold ] || devices "touch end $id $(touch_point "$x1" "$y1")"
}

# finger_tap X Y: a finger on the touchscreen at window point X,Y, lifted 50 ms later.
finger_tap() {
    devices "touch begin 1 $(touch_point "$1" "$2")" "sleep 50" "touch end 1 $(touch_point "$1" "$2")"
}

# button_burst BUTTON COUNT GAP_MS: COUNT clicks of a wheel BUTTON (6 and 7 sideways), GAP_MS apart.
button_burst() {
    local clicks=() i
    for i in $(seq "$2"); do clicks+=("button $1 press" "button $1 release" "sleep $3"); done
    devices "${clicks[@]}"
}

# key CODE: a key press and release on the inputtest keyboard, by X keycode.
key() {
    devices "key $1 press" "key $1 release"
}

# screenshot: the window as a PPM file, for measure.py.
screenshot() {
    import -window root -crop "${WIDTH}x${HEIGHT}+${WX}+${WY}" +repage -depth 8 "ppm:$E2E_TMP/window.ppm"
    echo "$E2E_TMP/window.ppm"
}

# within NAME ACTUAL WANTED TOLERANCE: passes when |ACTUAL - WANTED| <= TOLERANCE.
within() {
    local ok
    ok=$(awk -v a="$2" -v w="$3" -v t="$4" 'BEGIN { d = a - w; if (d < 0) d = -d; print (a != "" && d <= t) ? "yes" : "no" }')
    expect "$1 (shown $2, scrolled $3)" "$ok" "yes"
}
