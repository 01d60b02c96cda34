import ArgumentParser

/// What a title command (`popcorn movie <id>`, `popcorn tv <id>`) shows instead of the details:
/// the cast and crew, or a list of titles like it in pages; and how to print it.
struct TitleScreenOptions: ParsableArguments {
    @Flag(help: "Show the full cast and crew instead of the details.")
    var cast = false

    @Flag(help: "List titles like this one instead of the details.")
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
            throw ValidationError("--page applies only to --similar, which lists titles in pages.")
        }
    }
}
