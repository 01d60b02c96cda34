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
// process (the end-to-end runs of `popcorn`, a person trying it by hand). Its first line on
// standard output is the base URL, then one line for each command it is given; anything else goes
// to standard error.

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
// to flush or remove (its lines go out unbuffered), and closing the process closes its port.
// Handlers are set before any thread starts, so a signal sent as soon as the line is out is not lost.
for number in [SIGTERM, SIGINT] {
    signal(number) { _ in _exit(0) }
}

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

/// Written straight to the descriptor, unbuffered: a parent reading the line gets it at once.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Does what one line of standard input says.
func obey(_ command: String) {
    switch command {
    case "refuse":
        // Every connection is refused from now on, but the port stays ours until the program
        // ends, so that no other server is given it.
        standIn.stop()
        say("stopped")
    case "requests":
        say(StandInRequestReport.line(standIn.requests))
    default:
        say("unknown command: \(command) (refuse and requests are the ones)")
    }
}

say(standIn.baseURL.absoluteString)
if options.readsInput {
    // Commands come as lines on standard input, not as signals: a signal sent as soon as the URL
    // is out could come before a dispatch source is in place, and be lost; a line waits in the
    // pipe until it is read. The parent closing the input (or dying) stops the stand-in, so none
    // is left behind.
    let commands = Thread {
        while let command = readLine() {
            DispatchQueue.main.sync { obey(command) }
        }
        DispatchQueue.main.async { stop() }
    }
    commands.name = "tmdb-stand-in commands"
    commands.start()
}
dispatchMain()
