import Dispatch
import Foundation
import PostgresTestServer

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a started server until it is told to go: prints its URL, does what each line of standard
/// input says, and removes the server when standard input closes, or on SIGTERM or SIGINT.
struct TestServerKeeper: Sendable {
    let server: PostgresTestServer

    func keep() -> Never {
        let queue = DispatchQueue(label: "postgres-test-server")
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGTERM, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: finish)
            source.resume()
            sources.append(source)
        }
        say(server.url())
        // Commands come on standard input, not as signals: a signal sent as soon as the URL is out
        // could come before its dispatch source is in place, and be lost (the test then waited for
        // ever for "stopped"); a line waits in the pipe until it is read. Its own queue, since
        // reading blocks and the signals must still be handled.
        DispatchQueue(label: "postgres-test-server.input").async {
            while let command = readLine() {
                if command == "stop" { queue.sync { stop() } } else { say("unknown command: \(command) (stop is the one)") }
            }
            queue.sync { finish() }
        }
        withExtendedLifetime(sources) { dispatchMain() }
    }

    @Sendable func finish() {
        server.remove()
        exit(0)
    }

    @Sendable func stop() {
        server.stop()
        say("stopped")
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
