/*
 * keen-times.c: how long Simon Tatham's Keen takes to generate a puzzle.
 *
 * For each difficulty level (e n h x u = easy, normal, hard, extreme,
 * unreasonable) it calls Keen's own generator, thegame.new_desc(), once per
 * seed "1".."N" and times each call with clock_gettime(CLOCK_MONOTONIC).
 * A few untimed warm-up calls (seeds "w1".."w3") come first at each level.
 * It prints a markdown table of the median and p90 per level, in ms.
 *
 * Why in-process: timing `sgt-keen --generate` one process per puzzle would
 * add process start-up, GTK loading and dynamic linking to every puzzle;
 * here only the generator itself is inside the timed region.
 *
 * A seed string "S" gives the same puzzle as `sgt-keen --generate 1 '9dh#S'`
 * (the midend also seeds random_new() with the bytes of the seed string),
 * which is what -v prints, so the IDs can be checked against Debian's binary.
 *
 * Built by keen-times.sh against Keen's unmodified source; nullfe.c (from the
 * same source) stubs out the drawing/front-end symbols that misc.c needs.
 *
 * Usage: keen-times [-v] [SIZE [COUNT]]    (defaults: 9 30)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "puzzles.h"

extern const game thegame;

#define WARMUP 3

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Generate one puzzle from the given seed string; returns ms, sets *id. */
static double generate(const game_params *params, const char *seed, char **id)
{
    random_state *rs = random_new(seed, (int)strlen(seed));
    char *aux = NULL, *desc;
    struct timespec t0, t1;

    clock_gettime(CLOCK_MONOTONIC, &t0);
    desc = thegame.new_desc(params, rs, &aux, false);
    clock_gettime(CLOCK_MONOTONIC, &t1);

    if (id) {
        char *p = thegame.encode_params(params, false);
        *id = snewn(strlen(p) + strlen(desc) + 2, char);
        sprintf(*id, "%s:%s", p, desc);
        sfree(p);
    }
    sfree(desc);
    sfree(aux);
    random_free(rs);
    return (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
}

int main(int argc, char **argv)
{
    static const char levels[] = "enhxu";
    static const char *const names[] = {
        "easy", "normal", "hard", "extreme", "unreasonable" };
    int verbose = 0, size = 9, count = 30, i, l;
    char buf[64];
    double *ms;

    if (argc > 1 && !strcmp(argv[1], "-v")) { verbose = 1; argv++; argc--; }
    if (argc > 1) size = atoi(argv[1]);
    if (argc > 2) count = atoi(argv[2]);
    if (argc > 3 || count < 1) {
        fprintf(stderr, "usage: keen-times [-v] [SIZE [COUNT]]\n");
        return 2;
    }
    ms = snewn(count, double);

    printf("| size | level | puzzles | median ms | p90 ms |\n");
    printf("|-----:|-------|--------:|----------:|-------:|\n");
    for (l = 0; levels[l]; l++) {
        game_params *params = thegame.default_params();
        const char *err;
        char *id = NULL;

        sprintf(buf, "%dd%c", size, levels[l]);
        thegame.decode_params(params, buf);
        if ((err = thegame.validate_params(params, true)) != NULL) {
            fprintf(stderr, "keen-times: %s: %s\n", buf, err);
            return 2;
        }

        for (i = 1; i <= WARMUP; i++) {
            sprintf(buf, "w%d", i);
            generate(params, buf, NULL);
        }
        for (i = 1; i <= count; i++) {
            sprintf(buf, "%d", i);
            ms[i - 1] = generate(params, buf, i == 1 && verbose ? &id : NULL);
        }

        /* nearest-rank percentiles, as Calcoolation's own bench reports:
         * median = ceil(0.5 * count)-th smallest, p90 = ceil(0.9 * count)-th */
        qsort(ms, count, sizeof(double), cmp_double);
        printf("| %d | %s | %d | %.2f | %.2f |\n", size, names[l], count,
               ms[(count + 1) / 2 - 1], ms[(9 * count + 9) / 10 - 1]);
        if (id) {
            fprintf(stderr, "%dd%c#1 %s\n", size, levels[l], id);
            sfree(id);
        }
        thegame.free_params(params);
    }
    sfree(ms);
    return 0;
}
