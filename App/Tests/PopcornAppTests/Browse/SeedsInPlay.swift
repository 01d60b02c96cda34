#if canImport(Glibc)
    import Glibc
#endif

/// The seed each chunk of the browser fuzz is playing, where a crash's signal handler can read
/// them without allocating: a crash ends the test process before any test can say anything.
enum SeedsInPlay {
    private static let slots = 64
    nonisolated(unsafe) private static let seeds: UnsafeMutablePointer<Int> = {
        let seeds = UnsafeMutablePointer<Int>.allocate(capacity: slots)
        seeds.initialize(repeating: -1, count: slots)
        return seeds
    }()

    static func set(_ seed: Int?, forChunk chunk: Int) {
        seeds[chunk % slots] = seed ?? -1
    }

    /// On a crash, prints "browser fuzz crashed with seeds in play: …" on standard error, then
    /// lets the crash go on.
    static func reportOnCrash() {
        _ = seeds
        for number in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT] {
            signal(number) { number in
                SeedsInPlay.say("browser fuzz crashed with seeds in play:")
                for slot in 0..<SeedsInPlay.slots where SeedsInPlay.seeds[slot] >= 0 {
                    SeedsInPlay.say(" \(SeedsInPlay.seeds[slot])")
                }
                SeedsInPlay.say("\n")
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    private static func say(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
    }
}
