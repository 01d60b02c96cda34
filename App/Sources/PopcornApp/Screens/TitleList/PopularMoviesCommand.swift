import ArgumentParser
import Presentation
import TitleListFeature

/// `popcorn movies popular [--page N]`
struct PopularMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "List the movies drawing the most interest, most popular first.",
        discussion: Attribution.tmdb
    )

    @OptionGroup
    var list: ListOptions

    func run() async throws {
        try await CommandSession.start(list.output).show(.titleList(TitleList(.popular, of: .movie), page: list.page))
    }
}
