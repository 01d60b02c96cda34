import ArgumentParser
import IntelligenceApplication
import IntelligenceDomain

/// `popcorn chat movie|tv <id> [--continue | --conversation <id>] [--model NAME]`
struct ChatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat",
        abstract: "Talk about a film or a series, each answer grounded in the catalogue as it streams.",
        discussion: """
            On a terminal: type a message at the prompt and press Enter; the left and right arrows move in the line, \
            the up and down arrows recall the messages sent before, Home and End (or Ctrl-A and Ctrl-E) go to its ends. Ctrl-C stops \
            a reply (what had arrived is kept, marked as cut short) and clears the line being typed; Ctrl-D on \
            an empty line, /quit, or Ctrl-C twice on an empty line ends the chat.

            From a pipe, each line is a message, answered in turn. The conversation is kept in \
            $XDG_DATA_HOME/popcorn/conversations.sqlite from its first message; --continue carries on the \
            latest about the title, --conversation <id> the one named (`popcorn conversations` lists them). \
            The model is the one `popcorn ask` uses (see `popcorn ask --help`).
            """,
        shouldDisplay: IntelligenceSwitch.isOn
    )

    @Argument(help: "What to talk about: movie or tv.")
    var kind: TitleKind

    @Argument(help: "The title's id.")
    var id: Int

    @Flag(name: .customLong("continue"), help: "Carry on the latest conversation about the title.")
    var carryOn = false

    @Option(name: .customLong("conversation"), help: ArgumentHelp("Carry on the conversation kept under this id.", valueName: "id"))
    var conversation: String?

    @Option(help: "The model to ask for this run, on the server POPCORN_LLM_BASE_URL names (instead of POPCORN_LLM_MODEL).")
    var model: String?

    @Flag(name: .customLong("no-color"), help: "Never colour the output (as do NO_COLOR set to a non-empty value, and TERM=dumb).")
    var noColor = false

    @OptionGroup
    var sourceOptions: SourceOptions

    func validate() throws {
        if carryOn, conversation != nil {
            throw ValidationError("--continue and --conversation choose the conversation both; give one of them.")
        }
    }

    /// Which conversation to carry on; nil for a new one.
    var choice: ConversationChoice? {
        if let conversation { return .withID(ConversationID(conversation)) }
        return carryOn ? .latest : nil
    }

    func run() async throws {
        try IntelligenceSwitch.requireOn(json: false, noColor: noColor)
        let options = CommonOptions(json: false, noColor: noColor, verbose: sourceOptions.verbose, source: sourceOptions.source)
        try await ChatLoop.run(about: TitleReference(kind: kind, id: id), choice: choice, model: model, options: options)
    }
}
