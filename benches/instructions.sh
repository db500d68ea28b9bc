#!/usr/bin/env bash
# Instructions per iteration of the search, writer and reader benchmarks of `cargo bench`
# (`count` is left out: the Sink does not reach its bitboards), counted by cachegrind: the same
# number on every run, however loaded the machine is, so two builds compare exactly where
# timings would not (a change that "pays nothing" is one whose counts do not grow).
#
#   benches/instructions.sh                  # this tree's benchmarks
#   benches/instructions.sh OLD_BENCH_BINARY # and an older build's, side by side
#   benches/instructions.sh --count [OLD_NQUEENS_TRACE]
#                     # `count N -j1` and `count N --solutions -j1`, n=14..16 (COUNT_NS), of the
#                     # dist build (and an older binary), whole runs, and per node of the tree;
#                     # then the profile of one shard for n=17 and 18 (SHARD_NS; 1 of 8 at
#                     # n=17, 8 times as many per size, SHARDS=8), per node of that shard
#
# Each count is (11 samples − 1 sample) / 10 of one divan benchmark, all its sizes together
# (solver_ignore, jsonl and text run n=8 and n=10), so divan's own start-up cancels out.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (cachegrind)" >&2; exit 2; }
ir() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        awk '/I *refs/ { gsub(",", "", $4); print $4 }'
}

if [ "${1:-}" = --count ]; then
    cargo build --profile dist --quiet
    bins=("${2:-}" "${CARGO_TARGET_DIR:-target}/dist/nqueens-trace")
    printf '| n | mode | nodes of the tree | %sthis tree | per node |\n|---:|---|---:|%s---:|---:|\n' \
        "${2:+older build | }" "${2:+---:|}"
    per_node() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
    for n in ${COUNT_NS:-14 15 16}; do
        nodes=$("${bins[1]}" count "$n" --profile -j1 | awk '$1 ~ /^[0-9]+$/ && NF == 2 { s += $2 } END { print s }')
        for mode in "" --solutions; do
            row="| $n | ${mode:-profile} | $nodes |"
            [ -z "${2:-}" ] || row+=" $(ir "${bins[0]}" count "$n" $mode -j1) |"
            new=$(ir "${bins[1]}" count "$n" $mode -j1)
            echo "$row $new | $(per_node "$new" "$nodes") |"
        done
    done
    # Larger boards take too long under cachegrind whole (some 30 times the CPU time): the
    # profile of shard 1 of SHARDS (its nodes are its levels' sum) stands for the whole. Every
    # shard cuts and guesses all the parts (128 per shard), so with many shards that start-up
    # would outweigh a small shard's search: at 1 in 8 at n=17 it is a few percent of it.
    for n in ${SHARD_NS:-17 18}; do
        m=$((${SHARDS:-8} * 8 ** (n - 17)))
        nodes=$("${bins[1]}" count "$n" --shard "1/$m" -j1 | grep -o '"levels":\[[0-9,]*' | tr -dc '0-9,' | tr ',' '\n' | awk '{ s += $1 } END { print s }')
        row="| $n | profile, shard 1/$m | $nodes |"
        [ -z "${2:-}" ] || row+=" $(ir "${bins[0]}" count "$n" --shard "1/$m" -j1) |"
        new=$(ir "${bins[1]}" count "$n" --shard "1/$m" -j1)
        echo "$row $new | $(per_node "$new" "$nodes") |"
    done
    exit 0
fi

new=$(cargo bench --bench hot --no-run --message-format=json 2>/dev/null |
    sed -n 's/.*"executable":"\([^"]*hot-[^"]*\)".*/\1/p' | tail -1)
old=${1:-}

per_iteration() {
    echo $((($(ir "$1" --bench "$2" --sample-count 11 --sample-size 1) -
        $(ir "$1" --bench "$2" --sample-count 1 --sample-size 1)) / 10))
}

printf '| benchmark | %sthis tree |\n|---|%s---:|\n' "${old:+older build | }" "${old:+---:|}"
for bench in solver_ignore jsonl text read_jsonl; do
    row="| $bench |"
    [ -z "$old" ] || row+=" $(per_iteration "$old" "$bench") |"
    echo "$row $(per_iteration "$new" "$bench") |"
done
