import Dispatch
import Foundation
import PostgresTestServer

#if canImport(Glibc)
    import Glibc
#endif

// postgres-test-server [--max-connections N]: starts Debian's PostgreSQL as PostgresTestServer does,
// prints its URL (database `postgres`, user and password the test ones) on one line, and stops it
// and removes its folder when its standard input closes, or on SIGTERM or SIGINT. The line "stop"
// on standard input stops the server but keeps it running (and the folder), and it prints
// "stopped".
guard let options = TestServerOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("usage: postgres-test-server [--max-connections N]\n".utf8))
    exit(64)
}
let server: PostgresTestServer
do {
    server = try PostgresTestServer.start(maxConnections: options.maxConnections)
} catch {
    FileHandle.standardError.write(Data("postgres-test-server: \(error.description)\n".utf8))
    exit(1)
}
TestServerKeeper(server: server).keep()
