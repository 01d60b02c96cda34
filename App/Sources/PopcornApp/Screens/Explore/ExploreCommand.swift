import ArgumentParser

/// `popcorn explore`
struct ExploreCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Show the explore screen: trending, popular and top rated films and series.",
        discussion: """
            The screen `popcorn browse` starts at, printed once: five of each list, and the command \
            that shows the whole of it. `popcorn home` is the same command.

            \(Attribution.tmdb)
            """,
        aliases: ["home"]
    )

    @OptionGroup
    var output: OutputOptions
}
