import ArgumentParser
import CastAndCrewFeature
import MovieDetailsFeature
import MovieListFeature

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

    @Flag(help: "Show the full cast and crew instead of the details.")
    var cast = false

    @Flag(help: "List movies like this one instead of the details.")
    var similar = false

    @Option(parsing: .unconditional, help: "With --similar, the page of the list to show (from 1 to 500).")
    var page: Int?

    @OptionGroup
    var output: OutputOptions

    func validate() throws {
        if cast && similar {
            throw ValidationError("--cast and --similar show different screens; choose one.")
        }
        if page != nil && !similar {
            throw ValidationError("--page applies only to --similar, which lists movies in pages.")
        }
    }

    func run() async throws {
        let session = try await CommandSession.start(output)
        if cast {
            try await session.show(
                { CastAndCrewViewModel(movieID: id, dependencies: .live($0), navigator: $1) },
                text: { CastAndCrewView(theme: $1).render($0) },
                json: CastAndCrewView.renderJSON
            )
        } else if similar {
            try await session.showMovieList(.similar(movieID: id), page: page ?? 1)
        } else {
            try await session.show(
                { MovieDetailsViewModel(movieID: id, dependencies: .live($0), navigator: $1) },
                text: { MovieDetailsView(theme: $1).render($0) },
                json: MovieDetailsView.renderJSON
            )
        }
    }
}
