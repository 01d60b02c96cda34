/// The command line as the parser wants it. The options every screen takes (`--json`,
/// `--no-color`) belong to the screen's command, but a person may type them first
/// (`popcorn --json movie 550`), as with most programs; they are moved after the subcommands.
enum CommandLineArguments {
    static let screenOptions: Set<String> = ["--json", "--no-color"]

    static func screenOptionsAfterSubcommands(_ arguments: [String]) -> [String] {
        let leading = arguments.prefix { $0.hasPrefix("-") }
        guard leading.count < arguments.count, leading.contains(where: screenOptions.contains) else { return arguments }
        let moved = leading.filter(screenOptions.contains)
        let kept = leading.filter { !screenOptions.contains($0) }
        return kept + arguments.dropFirst(leading.count) + moved
    }
}
