// The wall clock a host shows to the code it runs.
//
// Foundation's `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)` and `timeIntervalSinceNow`
// read the real-time clock through `clock_gettime(CLOCK_REALTIME, …)`. Swift gives a library
// no way to take those names over (an extension's `Date.init()` or `Date.now` is ambiguous
// with Foundation's, and a top-level `func Date()` breaks `[Date]()`, `Date?.self`; checked
// with swiftc 6.3), so Limner defines `clock_gettime` itself: the dynamic linker binds every
// library's calls to the executable's definition first. While a host runs user code on a
// thread it enables that thread's virtual wall clock (`limner_wall_clock_set`), and the
// real-time clock reads the host's date; every other clock, every other thread, and every
// read while no host runs code there go to the C library's own `clock_gettime`, unchanged.
#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <math.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include "CLimnerClock.h"

static __thread int virtual_enabled = 0;
static __thread double virtual_seconds = 0;

void limner_wall_clock_set(int enabled, double seconds) {
    // A date beyond ±10¹⁵ s (31 million years) is held there: `time_t` holds it exactly.
    virtual_enabled = enabled && isfinite(seconds);
    virtual_seconds = isfinite(seconds) ? fmax(-1e15, fmin(1e15, seconds)) : 0;
}

int limner_wall_clock_get(double *seconds) {
    if (seconds) *seconds = virtual_seconds;
    return virtual_enabled;
}

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
static _Atomic(clock_gettime_fn) real_clock_gettime = NULL;

int clock_gettime(clockid_t id, struct timespec *ts) {
    if (virtual_enabled && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE)) {
        double whole = floor(virtual_seconds);
        long nanoseconds = (long)llround((virtual_seconds - whole) * 1e9);
        if (nanoseconds >= 1000000000L) { whole += 1; nanoseconds -= 1000000000L; }
        ts->tv_sec = (time_t)whole;
        ts->tv_nsec = nanoseconds;
        return 0;
    }
    clock_gettime_fn real = atomic_load_explicit(&real_clock_gettime, memory_order_acquire);
    if (!real) {
        real = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
        if (!real) return (int)syscall(SYS_clock_gettime, id, ts);
        atomic_store_explicit(&real_clock_gettime, real, memory_order_release);
    }
    return real(id, ts);
}
#else
#include "CLimnerClock.h"
static __thread int virtual_enabled = 0;
static __thread double virtual_seconds = 0;
void limner_wall_clock_set(int enabled, double seconds) { virtual_enabled = enabled; virtual_seconds = seconds; }
int limner_wall_clock_get(double *seconds) { if (seconds) *seconds = virtual_seconds; return virtual_enabled; }
#endif
