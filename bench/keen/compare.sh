#!/usr/bin/env bash
# Times Keen (keen-times.sh) and our generator (the jar's bench command) on 9x9 puzzles of every
# level, alternating ROUNDS times in one sitting, and prints each run's median and p90 and the ratios
# of ours to Keen's per round. The issue's target: ours at most half of Keen's median and p90 at every level.
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
declare -A keen keen90 ours ours90
for round in $(seq 1 "$rounds"); do
    while read -r level median p90; do keen[$round,$level]=$median; keen90[$round,$level]=$p90; done < <(
        "$here/keen-times.sh" -n "$count" | awk -F'|' '$3 ~ /[a-z]/ && $5 ~ /[0-9]/ {gsub(/ /,""); print $3, $5, $6}')
    for jar in "$@"; do
        while read -r level median p90; do ours[$round,$jar,$level]=$median; ours90[$round,$jar,$level]=$p90; done < <(
            "$java" -jar "$jar" bench --sizes 9 --count "$count" --variants keen-all --format markdown |
                awk -F'|' '$2 ~ /9×9/ && $3 ~ /keen-all/ {gsub(/ /,""); print $4, $6, $7}')
    done
done
ratio() { awk -v o="$1" -v k="$2" 'BEGIN {printf "%.2f", o / k}'; }
printf '| round | level | Keen median / p90 ms |'
for jar in "$@"; do printf ' %s median / p90 ms | ratios |' "$(basename "$jar")"; done; echo
printf '|---|---|---:|'; for _ in "$@"; do printf -- '---:|---:|'; done; echo
for round in $(seq 1 "$rounds"); do
    for level in $levels; do
        k="${keen[$round,$level]}" k90="${keen90[$round,$level]}"
        printf '| %s | %s | %s / %s |' "$round" "$level" "$k" "$k90"
        for jar in "$@"; do
            o="${ours[$round,$jar,$level]}" o90="${ours90[$round,$jar,$level]}"
            printf ' %s / %s | %s / %s |' "$o" "$o90" "$(ratio "$o" "$k")" "$(ratio "$o90" "$k90")"
        done
        echo
    done
done
