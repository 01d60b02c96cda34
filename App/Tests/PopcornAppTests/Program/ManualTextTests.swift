import ArgumentParser
import Testing

@testable import PopcornApp

/// The man page is written from the commands' help by swift-argument-parser's `generate-manual`,
/// which keeps only ASCII: an arrow or an accent in a help text would vanish from `man popcorn`
/// ("press Enter;  and  move"). So every command's help is written in ASCII.
@Suite struct ManualTextTests {
    static func everyCommand(under command: any ParsableCommand.Type = PopcornCommand.self) -> [any ParsableCommand.Type] {
        [command] + command.configuration.subcommands.flatMap { everyCommand(under: $0) }
    }

    @Test func everyCommandsHelpIsASCII() {
        let commands = Self.everyCommand()
        #expect(commands.count > 20)
        for command in commands {
            let help = PopcornCommand.helpMessage(for: command, columns: 10_000)
            let lost = help.unicodeScalars.filter { !$0.isASCII }.map(String.init).joined()
            #expect(lost.isEmpty, "popcorn \(command.configuration.commandName ?? "?") --help holds \(lost)")
        }
    }
}
