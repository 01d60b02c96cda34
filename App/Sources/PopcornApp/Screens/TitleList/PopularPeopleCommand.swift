import ArgumentParser

/// `popcorn people popular [--page N]`
struct PopularPeopleCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "popular",
        abstract: "List the people drawing the most interest, most popular first.",
        discussion: """
            A person's popularity is taken from the titles they are credited on: each part counts \
            its title's popularity, more for the top billed, and among the crew only directing and \
            writing count (docs/catalogue.md says how).

            \(Attribution.tmdb)
            """
    )

    @OptionGroup
    var list: ListOptions

    var output: OutputOptions { list.output }
}
