import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@testable import PopcornApp

@Suite("Nothing starts before the first request")
struct LazinessTests {
    /// Set in the child process that runs the check.
    static let probeVariable = "TMDB_AHC_LAZINESS_PROBE"

    @Test("Making a transport and a client starts no SwiftNIO thread; the first request does")
    func noThreadsUntilTheFirstRequest() async throws {
        guard ProcessInfo.processInfo.environment[Self.probeVariable] == "1" else {
            // Other tests in this process may have started SwiftNIO already, so the check runs
            // alone, in a process of its own: this test binary, asked for this test only.
            let (status, output) = try Self.runAlone(filter: "noThreadsUntilTheFirstRequest")
            #expect(status == 0, "\(output)")
            #expect(output.contains("Test run with 1 test"), "\(output)")
            return
        }
        #expect(EventLoopThreads.count == 0, "SwiftNIO was running before anything was made")
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn, transport: AsyncHTTPClientTransport())
        #expect(EventLoopThreads.count == 0, "making the transport and the client started SwiftNIO")

        _ = try await client.configuration()
        #expect(EventLoopThreads.count > 0, "the first request started SwiftNIO's event loops")
    }

    /// Runs this test binary with Swift Testing and `filter`, and gives its exit status and output.
    static func runAlone(filter: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        process.environment = ProcessInfo.processInfo.environment.merging([probeVariable: "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
