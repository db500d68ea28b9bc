#!/usr/bin/env bash
# Times whole commands of the release binary with /usr/bin/time -v and writes a Markdown table:
# n, events, seconds, events/s, MB/s and peak memory for run (jsonl and text, to /dev/null),
# replay, verify and diff (of a JSONL trace file) and count, plus the machine it ran on.
#
#   benches/run.sh                 # table on stdout and in benches/results.md
#
# Every export format is also run with --force at EXPORT_NS (issue 25: each under 64 MB; a
# peak over it fails the script), once each, the gif at its shortest delay and default size.
#
# Environment: RUN_NS, READ_NS, COUNT_NS, EXPORT_NS (the sizes, space separated; empty for none), REPEAT (best of how many
# runs, 3; a run over 20 s is not repeated), OUT (the table file), TMPDIR (where the traces
# for replay, verify and diff are written: n=13 needs 8.6 GB). A subcommand the binary lacks is
# skipped with a note. Counts are checked against OEIS A000170; a wrong one fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

RUN_NS=${RUN_NS-"10 11 12 13"}
READ_NS=${READ_NS-"10 11 12 13"}
COUNT_NS=${COUNT_NS-"10 11 12 13 14 15 16 17 18"}
EXPORT_NS=${EXPORT_NS-"10 11"}
REPEAT=${REPEAT:-3}
OUT=${OUT:-benches/results.md}
A000170=(0 1 0 0 2 10 4 40 92 352 724 2680 14200 73712 365596 2279184 14772512 95815104
    666090624)

cargo build --profile dist --quiet
BIN=${CARGO_TARGET_DIR:-target}/dist/nqueens-trace
WORK=$(mktemp -d "${TMPDIR:-/tmp}/nqueens-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
failed=0
rows=()
notes=()
goals=()
declare -A write
load_start=$(cut -d' ' -f1-3 /proc/loadavg)

# has CMD: whether the binary has subcommand CMD (`help CMD` fails for an unknown one).
has() { "$BIN" help "$1" >/dev/null 2>&1; }

# events N: the number of events in the full trace of size N.
events() { "$BIN" count "$1" --format json | grep -o '"events":[0-9]*' | cut -d: -f2; }

# measure ARGS...: runs the binary with ARGS, stdout to KEEP_OUT or /dev/null, best of REPEAT; sets
# SECONDS_BEST, CPU_BEST (user + system) and PEAK_KB (of the best run). Fails the script if the command fails.
measure() {
    SECONDS_BEST=""
    PEAK_KB=0
    local i t kb cpu
    for ((i = 0; i < REPEAT; i++)); do
        # time -v gives the peak memory but wall-clock time in hundredths only: the clock
        # around it gives nanoseconds (the extra process costs about a millisecond).
        local start end
        start=$(date +%s%N)
        if ! /usr/bin/time -v -o "$WORK/time" "$BIN" "$@" >"${KEEP_OUT:-/dev/null}" 2>"$WORK/err"; then
            echo "failed: nqueens-trace $*: $(head -c 300 "$WORK/err")" >&2
            failed=1
            SECONDS_BEST=nan
            return
        fi
        end=$(date +%s%N)
        t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')
        kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time")
        cpu=$(awk -F': ' '/(User|System) time \(seconds\)/ { s += $2 } END { print s }' "$WORK/time")
        if [[ -z $SECONDS_BEST ]] || awk -v a="$t" -v b="$SECONDS_BEST" 'BEGIN { exit !(a < b) }'; then
            SECONDS_BEST=$t
            PEAK_KB=$kb
            CPU_BEST=$cpu
        fi
        if awk -v a="$t" 'BEGIN { exit !(a > 20) }'; then break; fi
    done
}

# goal LABEL N: appends a row of issue 14's reading goal from the last measure: reading the
# trace of size N within twice the time that `run N --format jsonl` took to write it (for
# the sizes where both were measured).
goal() {
    local label=$1 n=$2
    [[ -n ${write[$n]:-} && $SECONDS_BEST != nan ]] || return 0
    goals+=("$(awk -v l="$label" -v n="$n" -v r="$SECONDS_BEST" -v w="${write[$n]}" 'BEGIN {
        printf "| %s | %s | %.3f | %.3f | %.2f× | %s |", l, n, r, w, r / w, (r <= 2 * w) ? "yes" : "no" }')")
}

# row LABEL N EVENTS BYTES: appends a table row from the last measure (BYTES may be "").
row() {
    local label=$1 n=$2 ev=$3 bytes=$4
    rows+=("$(awk -v l="$label" -v n="$n" -v e="$ev" -v b="$bytes" -v s="$SECONDS_BEST" \
        -v m="$PEAK_KB" -v c="$CPU_BEST" 'BEGIN {
            if (s == "nan") { printf "| %s | %s | %s | failed | | | | |", l, n, e; exit }
            t = s
            mbs = (b == "") ? "–" : sprintf("%.0f", b / t / 1e6)
            printf "| %s | %s | %s | %.3f | %.2f | %.1f M | %s | %.1f MB |", l, n, e, s, c, e / t / 1e6, mbs, m / 1024 }')")
    echo "${rows[-1]}" >&2
}

for n in $RUN_NS; do
    ev=$(events "$n")
    measure run "$n" --format jsonl
    write[$n]=$SECONDS_BEST
    row "run --format jsonl" "$n" "$ev" "$("$BIN" run "$n" --format jsonl | wc -c)"
    measure run "$n" --color never
    row "run (text, no colour)" "$n" "$ev" "$("$BIN" run "$n" --color never | wc -c)"
done

for cmd in verify diff; do
    if ! has "$cmd"; then
        notes+=("Skipped: $cmd (this binary has no such subcommand).")
        echo "${notes[-1]}" >&2
    fi
done
for n in $READ_NS; do
    ev=$(events "$n")
    trace=$WORK/n$n.jsonl
    "$BIN" run "$n" --format jsonl -o "$trace"
    cp "$trace" "$WORK/copy.jsonl"
    bytes=$(stat -c %s "$trace")
    measure replay "$trace" --color never
    row "replay (to text)" "$n" "$ev" "$bytes"
    goal "replay" "$n"
    for cmd in verify diff; do
        if ! has "$cmd"; then
            continue
        fi
        if [[ $cmd == verify ]]; then
            measure verify "$trace"
        else
            measure diff "$trace" "$WORK/copy.jsonl"
        fi
        row "$cmd" "$n" "$ev" "$bytes"
        goal "$cmd" "$n"
    done
    rm -f "$trace" "$WORK/copy.jsonl"
done

# One measured run per size gives the time and the totals to check: n=18 takes minutes.
for n in $COUNT_NS; do
    KEEP_OUT=$WORK/count.json measure count "$n" --format json
    solutions=$(grep -o '"solutions":[0-9]*' "$WORK/count.json" | cut -d: -f2)
    if ((n < ${#A000170[@]})) && [[ $solutions != "${A000170[n]}" ]]; then
        echo "WRONG: count $n gives $solutions solutions, OEIS A000170 says ${A000170[n]}" >&2
        failed=1
    fi
    row "count" "$n" "$(grep -o '"events":[0-9]*' "$WORK/count.json" | cut -d: -f2)" ""
done

# Every export, forced, at full size: the peak of each must stay under 64 MB (issue 25).
for n in $EXPORT_NS; do
    ev=$(events "$n")
    for format in "html" "cast" "svg" "svg --solutions" "md" "tex" "dot" \
        "gif --delay 10" "perfetto" "flame" "flame --svg"; do
        # shellcheck disable=SC2086 # the format's options are words
        REPEAT=1 measure export ${format%% *} "$n" --force $([[ $format == *" "* ]] && echo "${format#* }")
        row "export $format --force" "$n" "$ev" ""
        if ((PEAK_KB >= 64 * 1024)); then
            echo "OVER 64 MB: export $format $n --force peaked at $PEAK_KB KB" >&2
            failed=1
        fi
    done
done

{
    echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(rustc --version)."
    echo "Load average (1, 5, 15 min) at the start: $load_start; at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
    echo
    echo "| command | n | events | seconds | CPU seconds | events/s | MB/s | peak memory |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|"
    printf '%s\n' "${rows[@]}"
    echo
    echo "Seconds are the best of $REPEAT wall-clock runs (one for runs over 20 s), output to"
    echo "/dev/null; CPU seconds (user + system, all threads) are those of the same run, and tell"
    echo "more than the wall clock when other work shares the machine. events/s and MB/s are per"
    echo "wall-clock second. For count, events are those of the full trace it stands for, so"
    echo "events/s compares it with tracing; its counts were checked against OEIS A000170."
    if ((${#goals[@]})); then
        echo
        echo "| reading within 2× of writing (issue 14) | n | seconds | writing it (run --format jsonl) | ratio | met |"
        echo "|---|---:|---:|---:|---:|---|"
        printf '%s\n' "${goals[@]}"
    fi
    if ((${#notes[@]})); then
        echo
        printf '%s\n' "${notes[@]}"
    fi
} | tee "$OUT"
exit $failed
