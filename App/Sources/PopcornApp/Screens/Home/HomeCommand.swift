import ArgumentParser

/// `popcorn home`
struct HomeCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: "Show the home screen: the most popular films, series and people.",
        discussion: """
            The screen `popcorn browse` starts at, printed once.

            \(Attribution.tmdb)
            """
    )

    @OptionGroup
    var output: OutputOptions
}
