import ArgumentParser
import TitleListFeature

/// `popcorn trending [movie|tv|person] [--window day|week] [--page N]`: one kind's list, or five of each.
struct TrendingCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "trending",
        abstract: "List what is trending: films, series or people.",
        discussion: """
            Live, TMDb's trending lists, counted over the last day or week (--window; the week when \
            left out), kept for an hour. The embedded catalogue is a snapshot with no trending \
            figures: it lists the most popular titles of its last three years that hold at least \
            fifty titles of the kind (for people, those credited on them, ranked by those titles' \
            popularity), and its heading says so and from which years. With --window it says it has \
            no daily or weekly figures.

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "What to list: movie, tv or person (movies and people too); five of each when left out.")
    var kind: TrendingKind?

    @Option(help: "Over how long TMDb counts: day or week (the week when left out).")
    var window: TitleListWindow?

    @OptionGroup
    var list: ListOptions

    var output: OutputOptions { list.output }
}
