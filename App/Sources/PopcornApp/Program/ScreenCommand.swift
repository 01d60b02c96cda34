import ArgumentParser

/// A command that shows one screen. Its arguments and options are its help, its completions and
/// its first check; the place it shows is read from the same words by the app's grammar
/// (`AppServices.grammar`), so that what the words mean is written once, in its place's forms.
protocol ScreenCommand: ParsableCommand {
    var output: OutputOptions { get }
    /// Whether the words show a screen, rather than do something (`popcorn history --clear`).
    var showsScreen: Bool { get }
}

extension ScreenCommand {
    var showsScreen: Bool { true }

    /// Shows the place the command line names, once the parser has taken it: read from the same
    /// words, without the options every command takes.
    func show(_ arguments: [String]) async throws {
        let place = try AppServices.grammar.usagePlace(from: CommonOptions.split(arguments)?.words ?? arguments)
        try await CommandSession.start(output).show(place)
    }
}
