import ArgumentParser

/// `popcorn movies popular [--page N]`
struct PopularMoviesCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "List the movies drawing the most interest, most popular first.",
        discussion: Attribution.tmdb
    )

    @OptionGroup
    var list: ListOptions

    var output: OutputOptions { list.output }
}
