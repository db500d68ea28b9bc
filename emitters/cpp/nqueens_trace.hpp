// nqueens_trace.hpp: write the trace of your own N-Queens solver as JSON Lines (schema
// nqueens-trace/1), byte for byte what `nqueens-trace run --format jsonl` writes for the same
// events, so `nqueens-trace verify`, `diff` and `check` can judge it.
//
// Header-only, C++17, the standard library only. Call the tracer as your search goes:
//
//     nqueens_trace::Tracer t(n);            // writes the start line to std::cout
//     t.try_(row, col);                      // a queen is about to be tried on (row, col)
//     t.accept(row, col);                    // no queen attacks it: placed
//     t.reject(row, col);                    // attacked: the topmost attacker is named for you
//     t.solution();                          // right after the accept that completed the board
//     t.backtrack(row, col);                 // everything below (row, col) explored: lifted
//     t.done();                              // the end, with the counts
//
// Rows and columns count from 0, rows top to bottom. The tracer follows the board (a queen per
// accept, lifted by its backtrack) only to fill in what you leave out: the attacker of a reject,
// the queens of a solution, the counts of done. It does not judge your search; `nqueens-trace
// verify` and `check` do, with the step and the rule of the first mistake.
//
// The other problems (sudoku, coloring, subset-sum) write schema backtrack-trace/1 with
// SearchTracer, byte for byte what `nqueens-trace run --problem P --format jsonl` writes:
//
//     nqueens_trace::SearchTracer t("subset-sum", instance_json, 6);  // the start line
//     t.try_(var, value);                    // a value is about to be tried on a variable
//     t.accept(var, value);                  // it fits: assigned
//     t.reject(var, value, "over", 37, 9);   // it does not: the rule and its two numbers
//     t.solution(values);                    // every variable assigned: all their values
//     t.backtrack(var, value);               // everything below explored: unassigned
//     t.done();                              // the end, with the counts
//
// The instance is the JSON that `check --problem P` gives the program as its argument,
// written as it is.
#ifndef NQUEENS_TRACE_HPP
#define NQUEENS_TRACE_HPP

#include <cstdint>
#include <iostream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace nqueens_trace {

/// The schema named in every start line.
inline constexpr const char* SCHEMA = "nqueens-trace/1";

/// How a queen attacks a square, as the JSON names it.
enum class Conflict { Column, Diagonal, AntiDiagonal };

inline const char* name(Conflict c) {
    switch (c) {
        case Conflict::Column: return "column";
        case Conflict::Diagonal: return "diagonal";
        default: return "anti-diagonal";
    }
}

/// How the queen at (qr, qc) attacks (r, c), if it does: the same column first, then the
/// "\" diagonal (same row - col), then the "/" one (same row + col).
inline std::optional<Conflict> between(long qr, long qc, long r, long c) {
    if (qc == c) return Conflict::Column;
    if (qr - qc == r - c) return Conflict::Diagonal;
    if (qr + qc == r + c) return Conflict::AntiDiagonal;
    return std::nullopt;
}

/// Writes one trace. The start line is written by the constructor; call done() at the end
/// (the destructor does not, so a solver that forgets shows up as a truncated trace).
class Tracer {
public:
    /// A trace of the n×n board, written to `out`. With `limit`, the search is announced as
    /// stopping after that many solutions.
    explicit Tracer(int n, std::ostream& out = std::cout,
                    std::optional<std::uint64_t> limit = std::nullopt)
        : n_(n), limit_(limit), out_(out) {
        line("start") << ",\"schema\":\"" << SCHEMA << "\",\"n\":" << n << ",\"limit\":";
        if (limit) out_ << *limit; else out_ << "null";
        end();
    }

    void try_(int row, int col) {
        square("try", row, col);
        end();
        ++tries_;
    }

    void accept(int row, int col) {
        square("accept", row, col);
        end();
        ++accepts_;
        if (row >= 0 && static_cast<std::size_t>(row) == queens_.size()) queens_.push_back(col);
    }

    /// A reject naming the topmost queen that attacks (row, col), and how. A square no queen
    /// attacks is written naming (0,0), which `verify` then reports.
    void reject(int row, int col) {
        for (std::size_t r = 0; r < queens_.size(); ++r) {
            if (between(static_cast<long>(r), queens_[r], row, col)) {
                reject(row, col, static_cast<int>(r), queens_[r]);
                return;
            }
        }
        reject(row, col, 0, 0);
    }

    /// A reject naming the queen at (with_row, with_col) as the attacker.
    void reject(int row, int col, int with_row, int with_col) {
        Conflict how = between(with_row, with_col, row, col).value_or(Conflict::Column);
        square("reject", row, col) << ",\"conflict\":\"" << name(how) << "\",\"with\":["
                                   << with_row << ',' << with_col << ']';
        end();
        ++rejects_;
    }

    /// The queens on the board form a solution.
    void solution() { solution(queens_); }

    /// A solution with these columns, top to bottom.
    void solution(const std::vector<int>& queens) {
        line("solution") << ",\"index\":" << ++solutions_ << ",\"queens\":[";
        for (std::size_t i = 0; i < queens.size(); ++i) {
            if (i > 0) out_ << ',';
            out_ << queens[i];
        }
        out_ << ']';
        end();
    }

    void backtrack(int row, int col) {
        square("backtrack", row, col);
        end();
        ++backtracks_;
        if (!queens_.empty()) queens_.pop_back();
    }

    /// Lifts the queen placed last.
    void backtrack() {
        int row = static_cast<int>(queens_.size()) - 1;
        backtrack(row < 0 ? 0 : row, queens_.empty() ? 0 : queens_.back());
    }

    /// The end of the search: complete unless it stopped at its limit.
    void done() { done(!limit_ || solutions_ < *limit_); }

    void done(bool complete) {
        line("done") << ",\"solutions\":" << solutions_ << ",\"tries\":" << tries_
                     << ",\"accepts\":" << accepts_ << ",\"rejects\":" << rejects_
                     << ",\"backtracks\":" << backtracks_
                     << ",\"complete\":" << (complete ? "true" : "false");
        end();
        out_.flush();
    }

    /// Solutions so far: a solver with a limit stops when this reaches it.
    std::uint64_t solutions() const { return solutions_; }
    int n() const { return n_; }

private:
    std::ostream& line(const char* kind) {
        return out_ << "{\"event\":\"" << kind << "\",\"step\":" << step_++;
    }
    std::ostream& square(const char* kind, int row, int col) {
        return line(kind) << ",\"row\":" << row << ",\"col\":" << col;
    }
    void end() { out_ << "}\n"; }

    int n_;
    std::optional<std::uint64_t> limit_;
    std::ostream& out_;
    std::uint64_t step_ = 0;
    std::uint64_t solutions_ = 0, tries_ = 0, accepts_ = 0, rejects_ = 0, backtracks_ = 0;
    std::vector<int> queens_;
};

/// The schema of a trace of another problem than N-Queens.
inline constexpr const char* BACKTRACK_SCHEMA = "backtrack-trace/1";

/// Writes one trace of a sudoku, a colouring or a subset sum (schema backtrack-trace/1). The
/// start line is written by the constructor; call done() at the end. It only writes and
/// counts: the rules are the problem's, and `check --problem` judges them.
class SearchTracer {
public:
    /// A trace of `problem` (sudoku, coloring or subset-sum) on `instance`, its compact JSON
    /// as the start line carries it, of size `n` (a sudoku's side, the graph's vertices, the
    /// number of items), written to `out`; with `limit`, announced as stopping after that
    /// many solutions.
    SearchTracer(const std::string& problem, const std::string& instance, std::uint32_t n,
                 std::ostream& out = std::cout,
                 std::optional<std::uint64_t> limit = std::nullopt)
        : limit_(limit), out_(out) {
        line("start") << ",\"schema\":\"" << BACKTRACK_SCHEMA << "\",\"problem\":\"" << problem
                      << "\",\"instance\":" << instance << ",\"n\":" << n << ",\"limit\":";
        if (limit) out_ << *limit; else out_ << "null";
        end();
    }

    void try_(std::uint32_t var, std::uint32_t value) {
        pair("try", var, value);
        end();
        ++tries_;
    }

    void accept(std::uint32_t var, std::uint32_t value) {
        pair("accept", var, value);
        end();
        ++accepts_;
    }

    /// A reject by `rule` (row, column, box, edge, over, short), with its two numbers: the
    /// earlier assignment it clashes with (variable, value), or a bound's sum and target.
    void reject(std::uint32_t var, std::uint32_t value, const char* rule, std::uint32_t a,
                std::uint32_t b) {
        pair("reject", var, value) << ",\"rule\":\"" << rule << "\",\"with\":[" << a << ','
                                   << b << ']';
        end();
        ++rejects_;
    }

    /// Every variable is assigned: the value of each, in the problem's order.
    void solution(const std::vector<std::uint32_t>& values) {
        line("solution") << ",\"index\":" << ++solutions_ << ",\"values\":[";
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (i > 0) out_ << ',';
            out_ << values[i];
        }
        out_ << ']';
        end();
    }

    void backtrack(std::uint32_t var, std::uint32_t value) {
        pair("backtrack", var, value);
        end();
        ++backtracks_;
    }

    /// The end of the search: complete unless it stopped at its limit.
    void done() { done(!limit_ || solutions_ < *limit_); }

    void done(bool complete) {
        line("done") << ",\"solutions\":" << solutions_ << ",\"tries\":" << tries_
                     << ",\"accepts\":" << accepts_ << ",\"rejects\":" << rejects_
                     << ",\"backtracks\":" << backtracks_
                     << ",\"complete\":" << (complete ? "true" : "false");
        end();
        out_.flush();
    }

    /// Solutions so far: a solver with a limit stops when this reaches it.
    std::uint64_t solutions() const { return solutions_; }

private:
    std::ostream& line(const char* kind) {
        return out_ << "{\"event\":\"" << kind << "\",\"step\":" << step_++;
    }
    std::ostream& pair(const char* kind, std::uint32_t var, std::uint32_t value) {
        return line(kind) << ",\"var\":" << var << ",\"value\":" << value;
    }
    void end() { out_ << "}\n"; }

    std::optional<std::uint64_t> limit_;
    std::ostream& out_;
    std::uint64_t step_ = 0;
    std::uint64_t solutions_ = 0, tries_ = 0, accepts_ = 0, rejects_ = 0, backtracks_ = 0;
};

}  // namespace nqueens_trace

#endif
