import ArgumentParser
import DesignSystem
import Presentation

/// `popcorn genres [movie|tv]`: the genres a kind of title is filed under, the names `popcorn
/// discover --genre` takes. Each kind's list comes from its own `GenreListSource`.
struct GenresCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "genres",
        abstract: "List the genres films or series are filed under, the names discover --genre takes.",
        discussion: """
            The embedded catalogue counts the titles of each genre; TMDb gives the names without counts \
            (its list is kept for a week).

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "Whose genres: movie or tv (movies too).")
    var kind: DiscoverKind = .movie

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try await Self.list(kind, session: CommandSession.start(output))
    }

    /// `genres`, `genres movie` and the like with only the options every command takes, read
    /// without swift-argument-parser, whose walk of the command tree is most of a short command's
    /// start-up (docs/performance.md); anything else (help, a mistake) is left to it.
    static func quick(_ arguments: [String]) -> (CommonOptions, DiscoverKind)? {
        guard let (options, words) = CommonOptions.split(arguments), words.first == configuration.commandName, words.count <= 2
        else { return nil }
        guard words.count == 2 else { return (options, .movie) }
        return DiscoverKind(rawValue: words[1]).map { (options, $0) }
    }

    @MainActor
    static func list(_ kind: DiscoverKind, options: CommonOptions) async throws(ExitCode) {
        try await list(kind, session: CommandSession.start(options))
    }

    @MainActor
    private static func list(_ kind: DiscoverKind, session: CommandSession) async throws(ExitCode) {
        let itemKind: ItemKind = kind == .tv ? .tv : .movie
        let list: GenreList
        do throws(ViewStateError) {
            guard let source = GenreListSource.all(session.services)[itemKind] else {
                throw ViewStateError(kind: .invalidRequest, message: "Popcorn has no genres of \(itemKind.pluralNoun) yet.")
            }
            list = try await source.genres()
        } catch {
            session.diagnostics.report(error)
            throw ExitCode(ExitStatus.code(for: error.kind))
        }
        let settings = session.diagnostics.settings
        let text = settings.json ? JSONDocument.encode(list) : list.text(theme: settings.outputTheme)
        do {
            try session.diagnostics.console.out(text)
        } catch {
            throw ExitCode(session.diagnostics.exitStatus(after: error))
        }
    }
}
