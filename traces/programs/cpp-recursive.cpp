// N-Queens by backtracking, recursive: x[k] is the column of the queen in row k, and
// backtrack(k) tries every column of row k, going down a row for each one no queen attacks.
//
//     g++ -std=c++17 -O2 -o queens cpp-recursive.cpp && ./queens N
//
// prints the search, step by step, as nqueens-trace/1 JSON Lines.
#include <cstdio>
#include <cstdlib>
#include <vector>

int n;               // the board size
std::vector<int> x;  // x[k]: the column of the queen in row k
long sum = 0;        // solutions found so far

// tracing: the lines from here to "end of tracing" only print the search.
long step = 0, tries = 0, accepts = 0, rejects = 0, backtracks = 0;

void emit(const char* event, long& count, int row, int col) {
    count++;
    std::printf("{\"event\":\"%s\",\"step\":%ld,\"row\":%d,\"col\":%d}\n", event, ++step, row, col);
}

// Prints the reject of (k, x[k]), naming the topmost queen that attacks it.
void emit_reject(int k) {
    int i = 0;
    while (x[i] != x[k] && std::abs(i - k) != std::abs(x[i] - x[k])) i++;
    const char* line = x[i] == x[k] ? "column" : i - x[i] == k - x[k] ? "diagonal" : "anti-diagonal";
    rejects++;
    std::printf("{\"event\":\"reject\",\"step\":%ld,\"row\":%d,\"col\":%d,\"conflict\":\"%s\",\"with\":[%d,%d]}\n",
                ++step, k, x[k], line, i, x[i]);
}

void emit_solution() {
    std::printf("{\"event\":\"solution\",\"step\":%ld,\"index\":%ld,\"queens\":[", ++step, sum);
    for (int k = 0; k < n; k++) std::printf(k ? ",%d" : "%d", x[k]);
    std::printf("]}\n");
}

void emit_start() {
    std::printf("{\"event\":\"start\",\"step\":0,\"schema\":\"nqueens-trace/1\",\"n\":%d,\"limit\":null}\n", n);
}

void emit_done() {
    std::printf("{\"event\":\"done\",\"step\":%ld,\"solutions\":%ld,\"tries\":%ld,\"accepts\":%ld,"
                "\"rejects\":%ld,\"backtracks\":%ld,\"complete\":true}\n",
                ++step, sum, tries, accepts, rejects, backtracks);
}
// end of tracing

// Whether no queen above row k attacks the queen on (k, x[k]).
bool place(int k) {
    for (int i = 0; i < k; i++)
        if (x[i] == x[k] || std::abs(i - k) == std::abs(x[i] - x[k])) return false;
    return true;
}

void backtrack(int k) {
    if (k == n) {
        sum++;
        emit_solution();  // trace
        return;
    }
    for (int i = 0; i < n; i++) {
        x[k] = i;
        emit("try", tries, k, i);  // trace
        if (place(k)) {
            emit("accept", accepts, k, i);  // trace
            backtrack(k + 1);
            emit("backtrack", backtracks, k, i);  // trace
        } else {  // a queen above attacks (k, i)
            emit_reject(k);  // trace
        }
    }
}

int main(int argc, char** argv) {
    n = argc > 1 ? std::atoi(argv[1]) : 4;
    x.assign(n, 0);
    emit_start();  // trace
    backtrack(0);
    emit_done();  // trace
    return 0;
}
