import ArgumentParser

/// `popcorn conversations [--json]`, and `popcorn conversations delete <id>`.
struct ConversationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conversations",
        abstract: "List the conversations kept about films and series, or forget one.",
        discussion: """
            Each question asked with `popcorn ask` (unless --no-save) is kept as a conversation, and each \
            `popcorn chat` from its first message, in $XDG_DATA_HOME/popcorn/conversations.sqlite. They are \
            listed most recently updated first.
            """,
        shouldDisplay: IntelligenceSwitch.isOn,
        subcommands: [ConversationsListCommand.self, ConversationsDeleteCommand.self],
        defaultSubcommand: ConversationsListCommand.self
    )
}
