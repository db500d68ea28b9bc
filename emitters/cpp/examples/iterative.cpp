// The same search without recursion (seed 001's second program): x[k] moves right along row
// k until it finds a square no queen above attacks; past the last column, the search goes back
// up a row. Rows and columns counted from 1, the trace's from 0.
//
//     g++ -std=c++17 -I emitters/cpp emitters/cpp/examples/iterative.cpp -o iterative
//     nqueens-trace check -- ./iterative
#include "nqueens_trace.hpp"

#include <cstdlib>

static int n;
static int x[33];

static bool place(int k) {
    for (int i = 1; i < k; ++i) {
        if (std::abs(i - k) == std::abs(x[i] - x[k]) || x[i] == x[k]) return false;
    }
    return true;
}

int main(int argc, char** argv) {
    n = argc > 1 ? std::atoi(argv[1]) : 4;
    if (n < 1 || n > 32) return 2;
    nqueens_trace::Tracer t(n);
    int k = 1;
    x[1] = 0;
    while (k > 0) {
        bool placed = false;
        while (++x[k] <= n) {
            t.try_(k - 1, x[k] - 1);
            if (place(k)) {
                t.accept(k - 1, x[k] - 1);
                placed = true;
                break;
            }
            t.reject(k - 1, x[k] - 1);
        }
        if (!placed) {
            // Row k is exhausted: lift the queen of the row above and move it on.
            if (--k > 0) t.backtrack(k - 1, x[k] - 1);
        } else if (k == n) {
            t.solution();
            t.backtrack(k - 1, x[k] - 1);
        } else {
            x[++k] = 0;
        }
    }
    t.done();
}
