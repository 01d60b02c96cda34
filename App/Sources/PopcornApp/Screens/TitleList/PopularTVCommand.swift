import ArgumentParser
import Presentation
import TitleListFeature

/// `popcorn tv popular [--page N]`
struct PopularTVCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "List the series drawing the most interest, most popular first (figures of May 2019).",
        discussion: Attribution.tmdb
    )

    @OptionGroup
    var list: ListOptions

    func run() async throws {
        try await CommandSession.start(list.output).show(.titleList(TitleList(.popular, of: .tv), page: list.page))
    }
}
