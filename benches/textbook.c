/*
 * The textbook bitboard counter of N-Queens solutions, written for nqueens-trace as the
 * yardstick of benches/peers.sh: columns and both diagonals as bit sets, the free squares of
 * a row in one expression, and the mirror symmetry of the first row (a queen on column c and
 * one on column n-1-c start mirror-image subtrees, so only the left half is searched and
 * counted twice). One thread, no other tricks: the method of Somers' well-known counter.
 *
 *   gcc -O2 -o textbook benches/textbook.c && ./textbook 12    # prints 14200
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned mask;

/* The solutions below a node: cols, left and right are the squares of the next row that the
 * queens above attack by column, by "\" diagonal and by "/" diagonal. */
static unsigned long long below(unsigned cols, unsigned left, unsigned right)
{
    if (cols == mask)
        return 1;
    unsigned long long count = 0;
    unsigned free = mask & ~(cols | left | right);
    while (free) {
        unsigned bit = free & -free;
        free ^= bit;
        count += below(cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return count;
}

int main(int argc, char **argv)
{
    int n = argc == 2 ? atoi(argv[1]) : 0;
    if (n < 1 || n > 31) {
        fprintf(stderr, "usage: textbook N (N from 1 to 31)\n");
        return 2;
    }
    mask = (1u << n) - 1;
    unsigned long long total = 0;
    for (int col = 0; col < (n + 1) / 2; col++) {
        unsigned bit = 1u << col;
        unsigned long long sub = below(bit, bit << 1, bit >> 1);
        total += (2 * col + 1 == n) ? sub : 2 * sub;
    }
    printf("%llu\n", total);
    return 0;
}
