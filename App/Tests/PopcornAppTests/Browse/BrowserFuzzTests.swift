import Foundation
import Testing

/// Seeded random keys from every kind of screen, through the browser's state machine, its
/// effects answered as the shell would and each frame drawn: nothing may crash, the chosen link
/// stays among the links, and the position within the history. A failure names its seed; a
/// crash prints the seeds in play when it happened before the test process ends.
@Suite(.serialized) struct BrowserFuzzTests {
    static let sequences = 10_000
    static let keysPerSequence = 100
    /// Sequences are played in chunks, one after another on a thread of its own: the fuzz keeps
    /// one processor busy and leaves the other to the tests that time what they wait for.
    static let chunks = 10

    @Test(arguments: 0..<chunks)
    func randomKeysKeepTheBrowserWhole(chunk: Int) async {
        // Played on a thread of its own: the threads the tests and Dispatch share stay free for the
        // tests that time what they wait for.
        await withCheckedContinuation { done in
            Thread {
                Self.play(chunk: chunk)
                done.resume()
            }.start()
        }
    }

    private static func play(chunk: Int) {
        SeedsInPlay.reportOnCrash()
        let perChunk = sequences / chunks
        defer { SeedsInPlay.set(nil, forChunk: chunk) }
        for seed in (chunk * perChunk)..<((chunk + 1) * perChunk) {
            SeedsInPlay.set(seed, forChunk: chunk)
            var run = FuzzRun(seed: UInt64(seed))
            if let failure = run.play(keys: keysPerSequence) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }
}
