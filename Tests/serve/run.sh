#!/usr/bin/env bash
# `snapnav serve` on loopback, each script with a server of its own that it stops: the URL, its
# QR code, the files under the token, hostile requests and uploads, and SIGTERM (serving.py);
# the served player in Chromium and its session replayed (browser.py); three testers' sessions
# reported on, one of them scrolling by wheel (report.py); saves followed live
# (live.py); abuse (abuse.py); requests made by Hypothesis (fuzz.py).
#   Tests/serve/run.sh SNAPNAV
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || { echo "usage: $0 SNAPNAV" >&2; exit 2; }
snapnav=$(realpath "$1")
failed=()
for script in serving browser report live abuse fuzz; do
    python3 "$here/$script.py" "$snapnav" || failed+=("$script")
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "FAIL serve: ${failed[*]}"
    exit 1
fi
echo "PASS serve"
