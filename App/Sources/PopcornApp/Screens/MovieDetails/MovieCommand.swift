import ArgumentParser
import CastAndCrewFeature
import MovieDetailsFeature
import Presentation
import SearchDomain
import TitleListFeature

/// `popcorn movie <id> [--cast | --similar [--page N]]`
struct MovieCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movie",
        abstract: "Show a movie's details, its full cast and crew, or movies like it.",
        discussion: """
            Examples:
              popcorn movie 550              Fight Club's details
              popcorn movie 550 --cast       its full cast and crew
              popcorn movie 550 --similar    movies like it

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "The movie's TMDb id, a whole number from 1 up (550 is Fight Club).")
    var id: Int

    @OptionGroup
    var screen: TitleScreenOptions

    func run() async throws {
        let session = try await CommandSession.start(screen.output)
        if screen.cast {
            try await session.show(.movieCredits(id: id))
        } else if screen.similar {
            try await session.show(.titleList(TitleList(.similar(to: id), of: .movie), page: screen.page ?? 1))
        } else {
            try await session.show(.movie(id: id))
        }
    }
}
