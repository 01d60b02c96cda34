import Foundation
import Testing

/// Standard streams that cannot be written: a full disk, a closed descriptor, a reader that went
/// away. Each ends the run with a clear status and at most one line, never a crash.
@Suite struct OutputFailureEndToEndTests {
    /// Runs `popcorn` through `/bin/sh` so that the shell can redirect or close its streams.
    func shell(_ popcorn: Popcorn, _ script: String) throws -> Popcorn.Run {
        try popcorn.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: ["POPCORN": Popcorn.executable.path])
    }

    @Test func aFullDiskOnStandardOutputIsOneErrorLine() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try shell(popcorn, #""$POPCORN" movie 550 >/dev/full"#)
        #expect(run.status == 1)
        #expect(run.stderr == "error: could not write to standard output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsOneErrorLineAndTheCatalogueIsUntouched() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try shell(popcorn, #""$POPCORN" movie 550 >&-"#)
        #expect(run.status == 1)
        #expect(run.stderr == "error: could not write to standard output: Bad file descriptor\n")
        let after = try popcorn.run("movie", "550")
        #expect(after.stdout.hasPrefix("Fight Club (1999)"), "the catalogue still reads: \(after.stderr)")
    }

    @Test func aFullStandardErrorStillExitsWithTheErrorsStatus() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try shell(popcorn, #""$POPCORN" movie 99999999 2>/dev/full; echo "status $?""#)
        #expect(run.stdout == "status 1\n")
    }

    @Test func aReaderThatHasGoneEndsTheRunQuietly() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let process = Process()
        process.executableURL = Popcorn.executable
        process.arguments = ["movie", "550", "--cast"]
        process.environment = popcorn.environment()
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Nobody will ever read standard output: every write to it meets a broken pipe.
        try output.fileHandleForReading.close()
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 141)
        #expect(message.isEmpty, "\(String(decoding: message, as: UTF8.self))")
    }
}
