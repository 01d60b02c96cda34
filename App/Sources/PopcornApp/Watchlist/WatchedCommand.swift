import ArgumentParser
import CoreDomain
import LibraryApplication
import LibraryComposition
import LibraryDomain
import Presentation

/// `popcorn watched movie|tv <id> [--rating N] [--on YYYY-MM-DD] [--note TEXT]`, and
/// `popcorn watched [--type movie|tv] [--sort watched|title|rating]`, the watched list's screen
/// (`WatchedPlace`, whose form reads the same words).
struct WatchedCommand: AsyncParsableCommand, ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "watched",
        abstract: "Mark a film or a series watched, or list what you watched, newest first.",
        discussion: """
            `popcorn watched movie 603 --rating 9` records that you watched The Matrix today and rated \
            it 9 out of 10; --on 2024-05-12 gives another day, --note a few words. A title can be \
            watched again on another day; a second record of the same day replaces the first. Marking \
            a title watched takes it off the watchlist.

            With no title, lists every watch: newest first, or by title, or by your rating.
            """
    )

    @Argument(help: ArgumentHelp("movie or tv: the kind of the title watched; none to list.", valueName: "kind"))
    var kind: LibraryKind?

    @Argument(help: ArgumentHelp("The title's TMDb id.", valueName: "id"))
    var id: Int?

    @Option(help: ArgumentHelp("Your rating, a whole number from 1 to 10.", valueName: "N"))
    var rating: Int?

    @Option(name: .customLong("on"), help: ArgumentHelp("The day you watched it (default: today).", valueName: "YYYY-MM-DD"))
    var day: String?

    @Option(help: ArgumentHelp("A few words about it.", valueName: "text"))
    var note: String?

    @Option(name: .customLong("type"), help: ArgumentHelp("List only films (movie) or only series (tv).", valueName: "movie|tv"))
    var listedKind: LibraryKind?

    @Option(help: ArgumentHelp("List by watched (newest first), title, or rating (yours, highest first).", valueName: "order"))
    var sort: WatchedSort?

    @OptionGroup
    var output: OutputOptions

    /// With no title, the words list the watches.
    var showsScreen: Bool { kind == nil }

    func validate() throws {
        guard let kind else {
            if rating != nil || day != nil || note != nil {
                throw ValidationError(
                    "--rating, --on and --note describe a watch: name the title, as in `popcorn watched movie 603 --rating 9`.")
            }
            return
        }
        guard let id else {
            throw ValidationError("Name the \(kind == .movie ? "film" : "series") by its id: `popcorn watched \(kind.rawValue) <id>`.")
        }
        if let problem = TitleArguments.problem(with: id) { throw ValidationError(problem) }
        if listedKind != nil || sort != nil {
            throw ValidationError("--type and --sort order the list of watches: `popcorn watched --sort rating`, with no title.")
        }
        if let rating, !PersonalRating.range.contains(rating) {
            throw ValidationError("--rating \(rating) is not a rating: a rating is a whole number from 1 to 10.")
        }
        if let day, CalendarDate(isoString: day) == nil {
            throw ValidationError("--on \(day) is not a day: write it YYYY-MM-DD, e.g. 2024-05-12.")
        }
    }

    func run() async throws {
        // With no title the watches are shown as a screen (`showsScreen`), and `validate` asks
        // for an id with a kind.
        guard let kind, let id else { return }
        try await Self.mark(
            TitleReference(kind: kind, id: id), rating: rating, on: day.flatMap(CalendarDate.init(isoString:)), note: note,
            options: output.common)
    }

    /// Records the watch and says so, or why it could not.
    static func mark(_ title: TitleReference, rating: Int?, on day: CalendarDate?, note: String?, options: CommonOptions)
        async throws(ExitCode)
    {
        try await CommandSession.start(options).perform { services async throws(LibraryFailure) in
            do throws(MarkWatchedError) {
                return sentence(try await services.library.makeMarkWatchedUseCase().execute(title, rating: rating, on: day, note: note))
            } catch {
                throw .marking(error, of: title, wording: services.failureWording)
            }
        }
    }

    /// What is said once the watch is recorded: the title by its name and year (the look-up that
    /// checked it exists found them), the day, and the rating when given.
    static func sentence(_ marked: WatchedItem) -> String {
        let watch = marked.watch
        return "\(marked.recollection.naming(watch.title)) watched \(watch.day)\(watch.rating.map { ", rated \($0)" } ?? "")."
    }
}
