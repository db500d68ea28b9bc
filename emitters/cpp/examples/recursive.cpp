// The recursive search of the classic textbook (seed 001): x[k] is the column of the queen
// in row k, rows and columns counted from 1 as the book does; place(k) checks row k against
// every row above it. The trace counts from 0, hence the `- 1`s. A second argument K stops
// the search right after its K-th solution.
//
//     g++ -std=c++17 -I emitters/cpp emitters/cpp/examples/recursive.cpp -o recursive
//     nqueens-trace check -- ./recursive
#include "nqueens_trace.hpp"

#include <cstdlib>

static int n;
static int x[33];
static nqueens_trace::Tracer* trace;
static std::uint64_t limit;  // 0: no limit
static bool stop;

static bool place(int k) {
    for (int i = 1; i < k; ++i) {
        if (std::abs(i - k) == std::abs(x[i] - x[k]) || x[i] == x[k]) return false;
    }
    return true;
}

static void backtrack(int k) {
    if (k > n) {
        trace->solution();
        stop = limit > 0 && trace->solutions() == limit;
        return;
    }
    for (int i = 1; i <= n && !stop; ++i) {
        x[k] = i;
        trace->try_(k - 1, i - 1);
        if (place(k)) {
            trace->accept(k - 1, i - 1);
            backtrack(k + 1);
            if (stop) return;
            trace->backtrack(k - 1, i - 1);
        } else {
            trace->reject(k - 1, i - 1);
        }
    }
}

int main(int argc, char** argv) {
    n = argc > 1 ? std::atoi(argv[1]) : 4;
    if (n < 1 || n > 32) return 2;
    limit = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 0;
    nqueens_trace::Tracer t(n, std::cout, limit > 0 ? std::optional(limit) : std::nullopt);
    trace = &t;
    backtrack(1);
    t.done();
}
