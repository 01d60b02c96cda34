import Foundation
import Testing

/// `Scripts/install` puts a copy that runs from any folder; a binary without its files says what
/// is missing and where it looked.
@Suite(.serialized) struct InstallEndToEndTests {
    static let repository = Repository.root

    @Test func anInstalledCopyRunsFromAnyFolderAndHasItsManPage() throws {
        // Empty, so that the installed copy builds its catalogue from the seed it was installed with.
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let prefix = popcorn.home.appendingPathComponent("prefix")
        let install = try popcorn.run(
            executable: Self.repository.appendingPathComponent("Scripts/install"),
            ["--debug", prefix.path]
        )
        #expect(install.status == 0, "\(install.stderr)")
        let manual = prefix.appendingPathComponent("share/man/man1/popcorn.1")
        #expect(try String(contentsOf: manual, encoding: .utf8).contains(".Dt POPCORN 1"))

        let elsewhere = popcorn.home.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let run = try popcorn.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"cd "$1" && "$2" movie 550"#, "sh", elsewhere.path, prefix.appendingPathComponent("bin/popcorn").path]
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Fight Club (1999)"))
    }

    @Test func aBinaryAloneSaysWhatIsMissingAndWhereItLooked() throws {
        let popcorn = try Popcorn(dataFolder: .empty)
        defer { popcorn.remove() }
        let lone = popcorn.home.appendingPathComponent("lone/popcorn")
        try FileManager.default.createDirectory(at: lone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Popcorn.executable, to: lone)
        for arguments in [["movie", "99999999"], ["movie", "550"]] {
            let run = try popcorn.run(executable: lone, arguments, environment: ["COLUMNS": "1000"])
            #expect(run.status == 69, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("error: The embedded catalogue is unavailable: the catalogue's manifest.json is"))
            #expect(run.stderr.contains("looked in"))
            #expect(run.stderr.contains("EmbeddedCatalogue_EmbeddedCatalogue.resources"))
            #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Backtrac"))
        }
    }
}
