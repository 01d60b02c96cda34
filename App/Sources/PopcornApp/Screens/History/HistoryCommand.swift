import ArgumentParser
import SearchApplication
import SearchComposition

/// `popcorn history [--page N] [--clear]`
struct HistoryCommand: AsyncParsableCommand, ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the films, series and people you opened, most recent first.",
        discussion: """
            Every film, series or person whose details you open is recorded, once: opening it again \
            moves it to the top. Names and years are looked up as the history is shown, so they are \
            always current; an entry the source no longer has is shown as such.

            The history lives in $XDG_DATA_HOME/popcorn/user-data.sqlite. POPCORN_HISTORY=0 records \
            nothing; `--clear` forgets it all.
            """
    )

    @Flag(help: "Forget the whole history, every page of it.")
    var clear = false

    /// Its own rather than `ListOptions`', so that a page given with `--clear` can be told from
    /// none.
    @Option(parsing: .unconditional, help: "The page of the history to show, from 1 to 500.")
    var page: Int?

    @OptionGroup
    var output: OutputOptions

    var showsScreen: Bool { !clear }

    func validate() throws {
        if clear && page != nil {
            throw ValidationError("--clear forgets the whole history, not a page of it: it takes no --page.")
        }
    }

    /// With `--clear`: the history is shown as a screen otherwise.
    func run() async throws {
        try await CommandSession.start(output).perform(
            { services async throws(ClearHistoryError) in try await services.search.makeClearHistoryUseCase().execute() },
            confirmation: "The history is empty now.")
    }
}
