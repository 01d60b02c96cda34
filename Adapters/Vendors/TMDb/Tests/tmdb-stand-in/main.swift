import Dispatch
import Foundation
import TMDbStandIn

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// tmdb-stand-in [--port N] [--ignore-stdin] [--rate-limit PATH:N]...: TMDbStandIn with its bundled fixtures, for another
// process (the end-to-end runs of `popcorn`, a person trying it by hand). The one line on standard
// output is the base URL; anything else goes to standard error.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let options: StandInOptions
switch StandInOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error): fail("tmdb-stand-in: \(error.message)\n\(StandInOptions.usage)", status: 64)
}
if options.showsHelp {
    print(StandInOptions.usage)
    exit(0)
}

// SIGTERM and SIGINT end the program at once, from the handler itself: the stand-in keeps nothing
// to flush or remove (its one line went out unbuffered), and closing the process closes its port.
// Handlers are set before any thread starts, so a signal sent as soon as the line is out is not lost.
for number in [SIGTERM, SIGINT] {
    signal(number) { _ in _exit(0) }
}
// SIGUSR1 is taken by a dispatch source below; ignored until then, so that it never kills.
signal(SIGUSR1, SIG_IGN)
signal(SIGUSR2, SIG_IGN)

let standIn: TMDbStandIn
do {
    let limits = options.rateLimits.map { TMDbStandInRoute.failing($0.path, times: $0.times, with: .rateLimited(retryAfter: 1)) }
    standIn = try TMDbStandIn(routes: limits, port: options.port)
} catch {
    fail("tmdb-stand-in: \(error)", status: 1)
}

/// Stops serving, letting answers under way finish, and ends the program.
func stop() -> Never {
    standIn.stop()
    exit(0)
}

if options.stopsWhenInputCloses {
    // The parent closing our standard input (or dying) stops the stand-in, so none is left behind.
    let inputWatcher = Thread {
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 || (count < 0 && errno != EINTR) { break }
        }
        DispatchQueue.main.async { stop() }
    }
    inputWatcher.name = "tmdb-stand-in stdin"
    inputWatcher.start()
}

// SIGUSR1: stop answering, so that every connection is refused, but keep the port (and run on)
// until the program ends, so that no other server is given it; then say "stopped" on a line.
let stopAnswering = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
stopAnswering.setEventHandler {
    standIn.stop()
    FileHandle.standardOutput.write(Data("stopped\n".utf8))
}
stopAnswering.resume()

// SIGUSR2: print every request received so far on one line (`StandInRequestReport`).
let reportRequests = DispatchSource.makeSignalSource(signal: SIGUSR2, queue: .main)
reportRequests.setEventHandler {
    FileHandle.standardOutput.write(Data((StandInRequestReport.line(standIn.requests) + "\n").utf8))
}
reportRequests.resume()

// Written straight to the descriptor, unbuffered: a parent reading the line gets it at once.
FileHandle.standardOutput.write(Data((standIn.baseURL.absoluteString + "\n").utf8))
dispatchMain()
