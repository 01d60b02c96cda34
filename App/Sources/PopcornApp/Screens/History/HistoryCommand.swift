import ArgumentParser
import LibraryApplication
import LibraryComposition
import LibraryDomain

/// `popcorn history [--page N] [--clear] [--remove KIND ID]`
struct HistoryCommand: AsyncParsableCommand, ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the films, series and people you opened, most recent first.",
        discussion: """
            Every film, series or person whose details you open is recorded, once: opening it again \
            moves it to the top. Names and years are looked up as the history is shown, so they are \
            always current; an entry the source no longer has is shown as such.

            The history lives in $XDG_DATA_HOME/popcorn/library.sqlite. POPCORN_HISTORY=0 records \
            nothing; `--clear` forgets it all, `--remove movie 550` one entry.
            """
    )

    @Flag(help: "Forget the whole history, every page of it.")
    var clear = false

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Forget one entry: its kind (movie, tv or person) and id.", valueName: "kind id"))
    var remove: [String] = []

    /// Its own rather than `ListOptions`', so that a page given with `--clear` can be told from
    /// none.
    @Option(parsing: .unconditional, help: "The page of the history to show, from 1 to 500.")
    var page: Int?

    @OptionGroup
    var output: OutputOptions

    var showsScreen: Bool { !clear && remove.isEmpty }

    func validate() throws {
        if clear && page != nil {
            throw ValidationError("--clear forgets the whole history, not a page of it: it takes no --page.")
        }
        if !remove.isEmpty {
            guard !clear, page == nil else { throw ValidationError("--remove forgets one entry: it takes no --clear and no --page.") }
            _ = try removedItem()
        }
    }

    /// The entry `--remove` names.
    func removedItem() throws(ValidationError) -> OpenedItem {
        guard remove.count == 2, let kind = OpenedKind(rawValue: remove[0]), let id = Int(remove[1]), id > 0 else {
            throw ValidationError("--remove takes a kind (movie, tv or person) and an id: `popcorn history --remove movie 550`.")
        }
        return OpenedItem(kind: kind, id: id)
    }

    /// With `--clear` or `--remove`: the history is shown as a screen otherwise.
    func run() async throws {
        if !remove.isEmpty {
            let item = try removedItem()
            let words = "\(item.kind.rawValue) \(item.id)"
            try await CommandSession.start(output).perform { services async throws(RemoveFromHistoryError) in
                try await services.library.makeRemoveFromHistoryUseCase().execute(item)
                    ? "\(words) is no longer in the history." : "\(words) was not in the history: nothing changed."
            }
            return
        }
        try await CommandSession.start(output).perform(
            { services async throws(ClearHistoryError) in try await services.library.makeClearHistoryUseCase().execute() },
            confirmation: "The history is empty now.")
    }
}
