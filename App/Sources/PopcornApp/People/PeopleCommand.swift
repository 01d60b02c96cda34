import ArgumentParser

/// `popcorn people popular [--page N]`
struct PeopleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: "List people: the most popular.",
        discussion: Attribution.tmdb,
        subcommands: [PopularPeopleCommand.self]
    )

    /// Without a list there is nothing to show: a usage error, as `popcorn movies` without one is.
    func run() async throws {
        throw ValidationError("Missing the list to show: `popcorn people popular`.")
    }
}
