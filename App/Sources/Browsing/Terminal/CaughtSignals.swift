import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals caught from the moment `catching` returns, each handed to a closure on a thread of its
/// own, so that nothing else runs inside a signal handler.
///
/// The handler, put in place with `sigaction` before `catching` returns, writes the signal's
/// number to a pipe; a thread reads the pipe and calls the closure. Dispatch sources did this
/// before, but libdispatch puts a source in place only after `resume()` has returned, and a
/// signal sent in between was lost: a program that raised one at once lost it 19 times in 20.
///
/// One process has one set of caught signals at a time: catching again replaces the closure.
public enum CaughtSignals {
    /// The end of the pipe the handler writes to, set once before any handler is put in place.
    nonisolated(unsafe) private static var handlerWriteEnd: Int32 = -1
    private static let receiver = Mutex<(@Sendable (Int32) -> Void)?>(nil)
    /// Whether the pipe is made and its reading thread started: on first use.
    private static let isReady: Bool = {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        // The handler must never block: a full pipe drops the signal, as the kernel drops a
        // second one of a number already pending.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        handlerWriteEnd = ends[1]
        let readEnd = ends[0]
        let reader = Thread { handOn(readingFrom: readEnd) }
        reader.name = "popcorn signals"
        reader.start()
        return true
    }()

    /// Catches `numbers` from now on, handing each to `receive`.
    /// - Returns: false if the pipe could not be made; the signals keep their handling then.
    @discardableResult
    public static func catching(_ numbers: [Int32], _ receive: @escaping @Sendable (Int32) -> Void) -> Bool {
        guard isReady else { return false }
        receiver.withLock { $0 = receive }
        for number in numbers {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { caught in
                let savedError = errno
                var byte = UInt8(truncatingIfNeeded: caught)
                _ = write(CaughtSignals.handlerWriteEnd, &byte, 1)
                errno = savedError
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        return true
    }

    /// Hands no more signals on. They stay caught, and are dropped, until their handling is set
    /// again (`signal(SIGINT, SIG_DFL)`, say).
    public static func stopHandingOn() {
        receiver.withLock { $0 = nil }
    }

    /// Hands each number the pipe brings to the receiver of the moment, for as long as the process runs.
    private static func handOn(readingFrom readEnd: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return }
            receiver.withLock { $0 }?(Int32(byte))
        }
    }
}
