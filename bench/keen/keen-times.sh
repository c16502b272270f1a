#!/usr/bin/env bash
# Times Simon Tatham's Keen generating puzzles, in-process, per level.
# Fetches Debian's copy of the upstream source (checked by sha256), builds
# keen.c with keen-times.c, and prints median / p90 ms per level.
#
# Usage: bench/keen/keen-times.sh [-v] [-s SIZE] [-n COUNT]
#   -s SIZE   grid size, 3..9 (default 9)
#   -n COUNT  puzzles per level, seeds 1..COUNT (default 30)
#   -v        also print one game ID per level (seed 1) and, if
#             /usr/games/sgt-keen is installed, check it matches
# Environment: KEEN_BENCH_DIR cache dir (default /tmp/keen-bench),
#              CC (default gcc), CFLAGS (default -O2).
set -euo pipefail

VERSION=20230122.806ae71
TARBALL=sgt-puzzles_${VERSION}.orig.tar.xz
URL=http://deb.debian.org/debian/pool/main/s/sgt-puzzles/${TARBALL}
SHA256=6e236301b0ef756b9f421c8cdb50edc5510a6e5f6f7f1d3b8384dfd3d5204a99
SGT_KEEN=/usr/games/sgt-keen

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache=${KEEN_BENCH_DIR:-/tmp/keen-bench}
size=9 count=30 verbose=

usage() { sed -n '5,12s/^# \{0,1\}//p' "${BASH_SOURCE[0]}" >&2; exit 2; }
while getopts "s:n:vh" opt; do
  case $opt in
    s) size=$OPTARG ;;
    n) count=$OPTARG ;;
    v) verbose=-v ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -eq 0 ]] || usage

mkdir -p "$cache"
src=$cache/sgt-puzzles-$VERSION
if [[ ! -f $src/keen.c ]]; then
  if [[ ! -f $cache/$TARBALL ]]; then
    echo "fetching $URL" >&2
    curl -fsSL -o "$cache/$TARBALL.part" "$URL"
    mv "$cache/$TARBALL.part" "$cache/$TARBALL"
  fi
  if ! echo "$SHA256  $cache/$TARBALL" | sha256sum -c --quiet -; then
    echo "sha256 mismatch for $cache/$TARBALL; deleted" >&2
    rm -f "$cache/$TARBALL"
    exit 1
  fi
  tar -xJf "$cache/$TARBALL" -C "$cache"
fi

# keen.c plus the support files it links against; nullfe.c stubs the
# drawing/front-end symbols, so no midend, drawing or GTK code is built.
bin=$cache/keen-times
(cd "$src" && ${CC:-gcc} ${CFLAGS:--O2} -I. -o "$bin" "$here/keen-times.c" \
  keen.c latin.c matching.c tree234.c dsf.c random.c malloc.c misc.c nullfe.c \
  -lm)

if [[ -z $verbose ]]; then
  "$bin" "$size" "$count"
  exit 0
fi

ids=$cache/ids.txt
"$bin" -v "$size" "$count" 2>"$ids" || { cat "$ids" >&2; exit 2; }
echo
status=0
while read -r spec id; do
  check=""
  if [[ -x $SGT_KEEN ]]; then
    theirs=$("$SGT_KEEN" --generate 1 "$spec" 2>/dev/null)
    if [[ $theirs == "$id" ]]; then check=" (same as sgt-keen)"
    else check=" (DIFFERS from sgt-keen: $theirs)"; status=1; fi
  fi
  [[ $id =~ ^[0-9]+:[_a-z0-9]+,[adms0-9]+$ ]] || { check+=" (BAD FORMAT)"; status=1; }
  echo "$spec $id$check"
done <"$ids"
exit $status
