#!/usr/bin/env bash
# Instructions per iteration of the search, writer and reader benchmarks of `cargo bench`
# (`count` is left out: the Sink does not reach its bitboards), counted by cachegrind: the same
# number on every run, however loaded the machine is, so two builds compare exactly where
# timings would not (a change that "pays nothing" is one whose counts do not grow).
#
#   benches/instructions.sh                  # this tree's benchmarks
#   benches/instructions.sh OLD_BENCH_BINARY # and an older build's, side by side
#
# Each count is (11 samples − 1 sample) / 10 of one divan benchmark, all its sizes together
# (solver_ignore, jsonl and text run n=8 and n=10), so divan's own start-up cancels out.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (cachegrind)" >&2; exit 2; }
new=$(cargo bench --bench hot --no-run --message-format=json 2>/dev/null |
    sed -n 's/.*"executable":"\([^"]*hot-[^"]*\)".*/\1/p' | tail -1)
old=${1:-}

ir() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$1" --bench "$2" --sample-count "$3" --sample-size 1 2>&1 >/dev/null |
        awk '/I *refs/ { gsub(",", "", $4); print $4 }'
}
per_iteration() { echo $((($(ir "$1" "$2" 11) - $(ir "$1" "$2" 1)) / 10)); }

printf '| benchmark | %sthis tree |\n|---|%s---:|\n' "${old:+older build | }" "${old:+---:|}"
for bench in solver_ignore jsonl text read_jsonl; do
    row="| $bench |"
    [ -z "$old" ] || row+=" $(per_iteration "$old" "$bench") |"
    echo "$row $(per_iteration "$new" "$bench") |"
done
