import ArgumentParser
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain

/// `popcorn conversations delete <id>`
struct ConversationsDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Forget one conversation, by the id `popcorn conversations` shows.")

    @Argument(help: "The conversation's id.")
    var id: String

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try IntelligenceSwitch.requireOn(json: output.json, noColor: output.noColor)
        let id = ConversationID(id)
        try await CommandSession.start(output).perform(
            { services async throws(DeleteConversationError) in
                try await services.intelligence.makeDeleteConversationUseCase().execute(id: id)
            },
            confirmation: "The conversation \(id) is forgotten.")
    }
}
