import Dispatch
import Foundation
import Synchronization

/// Runs the two halves of a loop on every processor: `produce` on threads of their own, a few
/// steps ahead, and `consume` on the caller's, step after step in order. Writing to SQLite is
/// one thread's work, so the reading, parsing and folding that feed it go beside it rather than
/// before it.
enum Pipeline {
    private struct Channel<Item> {
        var ready: [Int: Result<Item?, any Error>] = [:]
        var nextStep = 0
        var stopped = false
    }

    /// Calls `produce` with step 0, 1, 2… until it answers nil (or throws, which `run` then
    /// throws), handing each step's item to `consume` in the order of the steps. `produce` must
    /// answer nil for every step past the last. A `consume` that throws stops the producers, and
    /// `run` throws its error.
    static func run<Item: Sendable>(
        producers: Int = 1, ahead: Int = 4, produce: @escaping @Sendable (_ step: Int) throws -> Item?, consume: (Item) throws -> Void
    ) throws {
        let producers = max(1, producers)
        let channel = Mutex(Channel<Item>())
        let filled = DispatchSemaphore(value: 0)
        // Made empty and then filled: libdispatch traps when a semaphore goes away holding less than
        // it was made with, as `free` may when the consumer stops early.
        let free = DispatchSemaphore(value: 0)
        for _ in 0..<max(ahead, producers) { free.signal() }
        let finished = DispatchGroup()
        for _ in 0..<producers {
            finished.enter()
            DispatchQueue.global().async {
                defer { finished.leave() }
                while true {
                    free.wait()
                    guard
                        let step = channel.withLock({ channel -> Int? in
                            guard !channel.stopped else { return nil }
                            defer { channel.nextStep += 1 }
                            return channel.nextStep
                        })
                    else { return }
                    let result = Result { try produce(step) }
                    channel.withLock { $0.ready[step] = result }
                    filled.signal()
                    guard case .success(.some) = result else { return }
                }
            }
        }
        defer {
            channel.withLock { $0.stopped = true }
            for _ in 0..<producers { free.signal() }
            finished.wait()
        }
        var step = 0
        while true {
            // Items may come out of order; a wake-up for another step only means looking again.
            guard let result = channel.withLock({ $0.ready.removeValue(forKey: step) }) else {
                filled.wait()
                continue
            }
            step += 1
            free.signal()
            guard let item = try result.get() else { return }
            try consume(item)
        }
    }
}
