import Foundation
import Synchronization

/// Reads a pipe to its end on a thread of its own.
final class ErrorCollector: Sendable {
    private let text = Mutex("")
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let data = handle.readDataToEndOfFile()
            text.withLock { $0 = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
            done.signal()
        }
    }

    func wait() -> String {
        done.wait()
        return text.withLock { $0 }
    }
}
