#!/usr/bin/env bash
# The install package, as a designer without a Swift toolchain gets it: built by scripts/package,
# its Depends: checked against what the binary links, unpacked into an empty root, and run with
# the toolchain hidden from the PATH and from the loader (an empty tmpfs over /opt/swift in a
# private mount namespace, so nothing of it can be found by any path).
#   Tests/package/run.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh

DIST="$E2E_TMP/dist"
ROOT="$E2E_TMP/root"
TOOLCHAIN=/opt/swift

scripts/package "$DIST" >"$E2E_TMP/package.log" 2>&1 || { cat "$E2E_TMP/package.log"; exit 1; }
DEB=$(ls "$DIST"/snapnav_*.deb)
TARBALL=$(ls "$DIST"/snapnav-*.tar.gz)
echo "package: $(basename "$DEB") $(du -k "$DEB" | cut -f1) KiB; tarball $(du -k "$TARBALL" | cut -f1) KiB"
DEPENDS=$(dpkg-deb -f "$DEB" Depends)
echo "Depends: $DEPENDS"

# --- Depends: against what the binary links.
dpkg -x "$DEB" "$ROOT"
BINARY="$ROOT/usr/bin/snapnav"
ldd "$BINARY" >"$E2E_TMP/ldd.txt"
expect "every library the binary needs is found" "$(grep -c 'not found' "$E2E_TMP/ldd.txt")" "0"
expect "no library comes from the Swift toolchain" "$(grep -c "$TOOLCHAIN" "$E2E_TMP/ldd.txt")" "0"
needed_packages=$(
    readelf -d "$BINARY" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | while read -r library; do
        path=$(awk -v lib="$library" '$1 == lib { print $3 }' "$E2E_TMP/ldd.txt")
        [ -n "$path" ] || path=$(awk -v lib="$library" '$1 ~ "/" lib "$" { print $1 }' "$E2E_TMP/ldd.txt")
        # dpkg knows a file by the path its package put it at, /lib or /usr/lib on merged /usr.
        { dpkg -S "$path" || dpkg -S "$(realpath "$path")"; } 2>/dev/null | head -n 1 | cut -d: -f1
    done | sort -u | paste -sd,
)
depends_packages=$(echo "$DEPENDS" | tr -d ' ' | tr ',' '\n' | sort -u | paste -sd,)
expect "Depends: names exactly the packages of the libraries the binary links" "$depends_packages" "$needed_packages"
for package in sdl2-2.0-0 sdl2-ttf-2.0-0 sdl2-image-2.0-0 png16-16 xi6; do
    expect "Depends: has lib$package" "$(echo ",$depends_packages," | grep -c ",lib$package,")" "1"
done
if apt-get install --simulate "$DEB" >"$E2E_TMP/apt.txt" 2>&1; then simulated=yes; else simulated=no; fi
expect "apt can install it with its dependencies (simulated)" "$simulated" "yes"

"$BINARY" --help >"$E2E_TMP/help.txt" 2>&1

# --- What it installs.
for file in usr/share/snapnav/DejaVuSans.ttf usr/share/snapnav/DejaVu-LICENSE.txt usr/share/snapnav/demo.json \
    usr/share/snapnav/starter/snapnav.json usr/share/snapnav/starter/screens/home.png \
    usr/share/man/man1/snapnav.1.gz usr/share/applications/snapnav.desktop; do
    expect "installs /$file" "$([ -s "$ROOT/$file" ] && echo yes)" "yes"
done
expect "the manual page is the app's --help" \
    "$(zcat "$ROOT/usr/share/man/man1/snapnav.1.gz" | grep -c -- '--replay FILE')" "$(grep -c -- '--replay FILE' "$E2E_TMP/help.txt")"
desktop-file-validate "$ROOT/usr/share/applications/snapnav.desktop"
expect "the desktop entry is valid" "$?" "0"
expect "a file manager can open a prototype folder with it" \
    "$(grep -c -e '^Exec=snapnav %F$' -e '^MimeType=inode/directory;$' "$ROOT/usr/share/applications/snapnav.desktop")" "2"
expect "--version prints the package's version" "$("$BINARY" --version)" "snapnav $(dpkg-deb -f "$DEB" Version)"

# without_toolchain COMMAND...: runs COMMAND with /opt/swift empty and a PATH without it.
without_toolchain() {
    unshare --mount --fork -- bash -c \
        'toolchain=$1 home=$2; shift 2; mount -t tmpfs none "$toolchain" && exec env -i PATH=/usr/bin:/bin HOME="$home" "$@"' \
        hide "$TOOLCHAIN" "$E2E_TMP" "$@"
}
# colour_at FILE X Y: #RRGGBB of a pixel of a PNG.
colour_at() {
    convert "$1" -format "%[hex:p{$2,$3}]" info: | sed 's/^/#/' | cut -c1-7
}

expect "the toolchain really is hidden" "$(without_toolchain /bin/sh -c 'ls /opt/swift | wc -l; command -v swift')" "0"
without_toolchain "$BINARY" --help >"$E2E_TMP/help.txt" 2>&1
expect "the installed snapnav prints --help" "$?:$(grep -q -- '--config FILE' "$E2E_TMP/help.txt" && echo listed)" "0:listed"
without_toolchain "$BINARY" --headless --screenshot "$E2E_TMP/demo.png" 2>"$E2E_TMP/demo.err"
expect "the installed snapnav opens its demo headless" "$?" "0"
expect "and shows the camera" "$(colour_at "$E2E_TMP/demo.png" 180 100)" "#1E1E1E"

# A designer's folder, outside the installation.
PROTOTYPE="$E2E_TMP/my prototype"
mkdir -p "$PROTOTYPE"
python3 -c 'import json, sys; c = json.load(open(sys.argv[1])); c["panels"]["camera"]["background"] = "#123456"; print(json.dumps(c))' \
    Tests/fixtures/plain.json >"$PROTOTYPE/snapnav.json"
without_toolchain "$BINARY" "$PROTOTYPE" --headless --screenshot "$E2E_TMP/folder.png"
expect "the installed snapnav opens a prototype folder" "$?" "0"
expect "and shows its colours" "$(colour_at "$E2E_TMP/folder.png" 180 100)" "#123456"

# The starter, written by the installed app and opened as it is.
STARTER="$E2E_TMP/starter"
without_toolchain "$BINARY" new "$STARTER" >"$E2E_TMP/new.txt" 2>&1
expect "snapnav new writes a starter prototype" "$?:$(grep -c "open it with: snapnav $STARTER" "$E2E_TMP/new.txt")" "0:1"
without_toolchain "$BINARY" "$STARTER" --headless --screenshot "$E2E_TMP/starter.png" 2>"$E2E_TMP/starter.err"
expect "the starter opens at once" "$?:$(cat "$E2E_TMP/starter.err")" "0:"
# The starter draws its 3× screens at scale 3: point 350,610 is pixel 1050,1830. It opens on
# its launch screen.
expect "and shows its launch screen at its scale" "$(identify -format '%wx%h' "$E2E_TMP/starter.png"):$(colour_at "$E2E_TMP/starter.png" 1050 1830)" \
    "1080x1920:#FFFC00"

# The web player, written by the installed app with no toolchain: the page, its module and the
# starter's screens.
without_toolchain "$BINARY" web "$STARTER" "$E2E_TMP/player" >"$E2E_TMP/web.txt" 2>&1
expect "snapnav web writes the starter's player" "$?:$(ls "$E2E_TMP/player" | tr '\n' ' ')" \
    "0:fonts images index.html manifest.webmanifest offline.js player.js prototype.json snapnav.wasm "
expect "with the installed module" "$(cmp -s "$E2E_TMP/player/snapnav.wasm" "$(dirname "$(dirname "$BINARY")")/share/snapnav/web/snapnav.wasm" && echo same)" "same"

# The tarball, unpacked anywhere, finds its own assets.
mkdir -p "$E2E_TMP/unpacked"
tar -C "$E2E_TMP/unpacked" -xzf "$TARBALL"
without_toolchain "$(ls -d "$E2E_TMP"/unpacked/snapnav-*)/bin/snapnav" --headless --screenshot "$E2E_TMP/tar.png"
expect "the unpacked tarball's snapnav runs and finds its assets" "$?:$(colour_at "$E2E_TMP/tar.png" 180 100)" "0:#1E1E1E"

finish
