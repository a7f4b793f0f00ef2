// libFuzzer finds a slow input with SIGALRM: its handler subtracts the input's start time from
// `clock_gettime(CLOCK_REALTIME)`. Limner defines `clock_gettime` so that, on a thread running
// a host's user code, the real-time clock reads the host's virtual date (docs/OneClock.md,
// "Wall-clock time"). When the signal lands on such a thread the handler reads a date in 1970
// and reports a timeout of minus 57 years (and can then hang in the handler). The harnesses
// therefore block SIGALRM on the threads that run Limner — the fuzzing thread and the threads
// it starts (they inherit the mask) — so the kernel delivers it to libFuzzer's own threads (the
// RSS thread, started before the first input), which read the real clock.
import Foundation

/// Blocks SIGALRM on the calling thread (see the file's comment). Call it at the start of each
/// input: cheap, and the threads Limner starts from then on inherit it.
public func blockAlarmOnFuzzingThread() {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGALRM)
    pthread_sigmask(SIG_BLOCK, &set, nil)
}
