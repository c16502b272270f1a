#!/usr/bin/env bash
# Times Keen (keen-times.sh) and our generator (the jar's bench command) on 9x9 puzzles of every
# level, alternating ROUNDS times in one sitting, and prints each run's medians and the ratio of
# ours to Keen's per round. The issue's target: ours at most half of Keen's median at every level.
#
#   bench/keen/compare.sh [-n COUNT] [-r ROUNDS] JAR [JAR...]
#
# Each JAR is run with the java of JAVA (default: java on the PATH), and must have the bench
# command. Several JARs (an old and a new build) are timed in turn within each round.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
count=30 rounds=3
while getopts "n:r:" opt; do
    case "$opt" in
        n) count="$OPTARG" ;;
        r) rounds="$OPTARG" ;;
        *) echo "usage: $0 [-n COUNT] [-r ROUNDS] JAR [JAR...]" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || { echo "usage: $0 [-n COUNT] [-r ROUNDS] JAR [JAR...]" >&2; exit 2; }
java="${JAVA:-java}"
levels="easy normal hard extreme unreasonable"
declare -A keen ours
for round in $(seq 1 "$rounds"); do
    while read -r level median; do keen[$round,$level]=$median; done < <(
        "$here/keen-times.sh" -n "$count" | awk -F'|' '$3 ~ /[a-z]/ && $5 ~ /[0-9]/ {gsub(/ /,""); print $3, $5}')
    for jar in "$@"; do
        while read -r level median; do ours[$round,$jar,$level]=$median; done < <(
            "$java" -jar "$jar" bench --sizes 9 --count "$count" --variants keen-all --format markdown |
                awk -F'|' '$2 ~ /9×9/ && $3 ~ /keen-all/ {gsub(/ /,""); print $4, $6}')
    done
done
printf '| round | level | Keen ms |'; for jar in "$@"; do printf ' %s ms | ratio |' "$(basename "$jar")"; done; echo
printf '|---|---|---:|'; for _ in "$@"; do printf -- '---:|---:|'; done; echo
for round in $(seq 1 "$rounds"); do
    for level in $levels; do
        printf '| %s | %s | %s |' "$round" "$level" "${keen[$round,$level]}"
        for jar in "$@"; do
            o="${ours[$round,$jar,$level]}"
            printf ' %s | %s |' "$o" "$(awk -v o="$o" -v k="${keen[$round,$level]}" 'BEGIN {printf "%.2f", o / k}')"
        done
        echo
    done
done
