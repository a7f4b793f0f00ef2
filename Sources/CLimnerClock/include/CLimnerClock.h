#ifndef CLIMNER_CLOCK_H
#define CLIMNER_CLOCK_H

/// The calling thread's virtual wall clock (see CLimnerClock.c): while enabled, the thread's
/// `clock_gettime(CLOCK_REALTIME…)` — what Foundation's `Date()` and `Date.now` read — gives
/// `seconds` since 1970 instead of the real time.
void limner_wall_clock_set(int enabled, double seconds);

/// Whether the calling thread's virtual wall clock is enabled; its time in `*seconds`.
int limner_wall_clock_get(double *seconds);

#endif
