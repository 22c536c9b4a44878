#!/usr/bin/env bash
# End-to-end check of the window's key for testing with people, in a real window under Xvfb:
# Q serves the prototype the window shows, printing the URL on stdout as `snapnav serve` does;
# the card it shows holds a QR code that zbarimg reads, off a screenshot of the window, as that
# URL, which serves the player; Q again hides the card; the server stops when the window quits.
#   Tests/e2e/serve.sh .build/release/snapnav
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(realpath "${1:-.build/release/snapnav}")
source Tests/e2e/lib.sh

start_display
PROTOTYPE="$E2E_TMP/starter"
cp -r Assets/starter "$PROTOTYPE"
export E2E_TITLE="My prototype"
start_app "$BINARY" "$PROTOTYPE" --scale 1 --start home
# Keys go to the window under the pointer.
xdotool mousemove $((WX + WIDTH / 2)) $((WY + HEIGHT / 2))
window_shot "$E2E_TMP/before.png"

# url_printed: the first line on stdout that is an http URL.
url_printed() { grep -m 1 '^http://' "$E2E_TMP/app.out"; }
xdotool key --window "$WID" q
poll_until "$E2E_WAIT" url_printed >/dev/null
URL=$(url_printed)
expect "Q prints the URL on stdout, as snapnav serve does: http://ADDRESS:PORT/TOKEN/ with 128 bits" \
    "$(echo "$URL" | grep -cE '^http://[^/]+:[0-9]+/[0-9a-f]{32}/$')" "1"

# decoded: what zbarimg reads off the window now.
decoded() {
    window_shot "$E2E_TMP/card.png"
    zbarimg --raw -q "$E2E_TMP/card.png" 2>/dev/null
}
# card_reads_url: the window shows a QR code of the URL.
card_reads_url() { [ "$(decoded)" = "$URL" ]; }
poll_until "$E2E_WAIT" card_reads_url
expect "the card's QR code, read off the window by zbarimg, is the URL" "$(decoded)" "$URL"
STATUS=$(curl -s -o "$E2E_TMP/page.html" -w '%{http_code}' --max-time 5 "$URL")
expect "the URL serves the player" "$STATUS $(grep -c 'player.js' "$E2E_TMP/page.html")" "200 1"

# card_gone: the window shows no code any more.
card_gone() { [ -z "$(decoded)" ]; }
xdotool key --window "$WID" q
poll_until "$E2E_WAIT" card_gone
expect "Q again hides the card" "$(decoded)" ""
expect "and serves on: the URL still answers" \
    "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$URL")" "200"
xdotool key --window "$WID" q
poll_until "$E2E_WAIT" card_reads_url
expect "Q shows the same URL's card again, without serving twice" \
    "$(decoded) $(grep -c '^http://' "$E2E_TMP/app.out")" "$URL 1"

stop_app
expect "the window quits" "$APP_STATUS" "0"
expect "and the server stops with it" "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$URL")" "000"
finish
