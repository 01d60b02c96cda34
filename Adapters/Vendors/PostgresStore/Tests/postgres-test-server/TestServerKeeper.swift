import Dispatch
import Foundation
import PostgresTestServer

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a started server until it is told to go: prints its URL, answers the signals, and removes
/// the server when standard input closes.
struct TestServerKeeper: Sendable {
    let server: PostgresTestServer
    let maxConnections: Int

    func keep() -> Never {
        let queue = DispatchQueue(label: "postgres-test-server")
        var sources: [any DispatchSourceSignal] = []
        let actions: [(Int32, @Sendable () -> Void)] = [
            (SIGTERM, finish), (SIGINT, finish), (SIGUSR1, stop), (SIGUSR2, restart),
        ]
        for (number, action) in actions {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: action)
            source.resume()
            sources.append(source)
        }
        // The URL only once the signals are answered: a test that reads it may signal at once, and
        // a signal before its source is resumed would be lost (the test then waits for ever).
        say(server.url())
        // Its own queue: reading standard input blocks, and the signals must still be handled.
        DispatchQueue(label: "postgres-test-server.input").async {
            while !FileHandle.standardInput.availableData.isEmpty {}
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

    @Sendable func restart() {
        do {
            try server.restart(maxConnections: maxConnections)
            say("started")
        } catch {
            say("not started: \(error.description)")
        }
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
