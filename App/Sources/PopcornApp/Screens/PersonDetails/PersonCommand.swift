import ArgumentParser

/// `popcorn person <id> [--credits [--type movie|tv] [--department NAME]]`
struct PersonCommand: ScreenCommand {
    /// The kinds of title a person's credits can be kept to.
    enum TitleType: String, ExpressibleByArgument, CaseIterable {
        case movie
        case tv
    }

    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "Show a person: who they are and what they are known for, or every credit they have.",
        discussion: """
            Examples:
              popcorn person 287                            Brad Pitt
              popcorn person 287 --credits                  every film and series he is in
              popcorn person 1776 --credits --department Directing
                                                            only the directing
              popcorn person 117642 --credits --type tv     only series

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "The person's TMDb id, a whole number from 1 to 2,147,483,647 (287 is Brad Pitt).")
    var id: Int

    @Flag(help: "Show every credit, newest first, instead of who they are.")
    var credits = false

    @Option(name: .customLong("type"), help: "With --credits, only films (movie) or only series (tv).")
    var type: TitleType?

    @Option(
        help: ArgumentHelp(
            "With --credits, only the credits in this department (Directing, Writing; Acting for the parts).", valueName: "name"))
    var department: String?

    @OptionGroup
    var output: OutputOptions

    func validate() throws {
        if !credits && (type != nil || department != nil) {
            throw ValidationError("--type and --department apply to --credits, which lists the credits they narrow.")
        }
    }
}
