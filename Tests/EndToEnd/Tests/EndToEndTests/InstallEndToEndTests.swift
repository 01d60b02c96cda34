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
        let page = try String(contentsOf: manual, encoding: .utf8)
        #expect(page.contains(".Dt POPCORN 1"))
        // Every command `popcorn --help` lists has its entry in the page, the questions about a title among them.
        let help = try popcorn.run(executable: prefix.appendingPathComponent("bin/popcorn"), ["--help"])
        let commands = Self.subcommands(listedIn: help.stdout)
        #expect(commands.isSuperset(of: ["movie", "ask", "conversations"]), "\(help.stdout)")
        for command in commands.sorted() {
            // A command with aliases is one entry, quoted: `.It Em "explore, home"`.
            #expect(page.contains(".It Em \(command)\n") || page.contains(".It Em \"\(command),"), "no entry for \(command)")
        }
        #expect(page.contains("POPCORN_LLM_BASE_URL"))
        let man = URL(fileURLWithPath: "/usr/bin/man")
        if FileManager.default.isExecutableFile(atPath: man.path) {
            let rendered = try popcorn.run(executable: man, ["-l", manual.path], environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
            #expect(rendered.status == 0, "\(rendered.stderr)")
            for command in ["ask", "conversations"] {
                #expect(rendered.stdout.contains("     \(command)"), "\(command) not in the rendered page")
            }
        }

        let elsewhere = popcorn.home.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let run = try popcorn.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"cd "$1" && "$2" movie 550"#, "sh", elsewhere.path, prefix.appendingPathComponent("bin/popcorn").path]
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Fight Club (1999)"))
    }

    /// The commands in the SUBCOMMANDS list of `--help`: each line that starts with two spaces and a name.
    static func subcommands(listedIn help: String) -> Set<String> {
        guard let list = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        var names: Set<String> = []
        for line in help[list.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { continue }
            // "explore, home": a command and its aliases, of which the page has the command.
            if let name = line.split(separator: " ").first { names.insert(name.replacingOccurrences(of: ",", with: "")) }
        }
        return names
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
