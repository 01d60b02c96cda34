import ArgumentParser

/// `popcorn tv popular [--page N]`
struct PopularTVCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "List the series drawing the most interest, most popular first (figures of May 2019).",
        discussion: Attribution.tmdb
    )

    @OptionGroup
    var list: ListOptions

    var output: OutputOptions { list.output }
}
