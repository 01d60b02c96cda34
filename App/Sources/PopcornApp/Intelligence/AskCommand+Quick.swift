import ArgumentParser
import IntelligenceDomain

extension AskCommand {
    /// A question named on the command line: the title it is about, and its words when given.
    struct QuickQuestion: Equatable {
        let title: TitleReference
        let question: String?
    }

    /// `ask movie|tv <id> ["<question>"]` with only the options every command takes, read without
    /// swift-argument-parser (whose reflection of the commands is most of the command's start-up,
    /// docs/performance.md), as the parsed command would run it: the conversation kept, the model
    /// the configuration names. Anything else (help, --no-save, --model, another option, `--`, a
    /// question the parser would read as an option, a kind or an id it would refuse) is left to
    /// the parser, which says what is wrong or runs the command its way.
    static func quick(_ arguments: [String]) -> (options: CommonOptions, question: QuickQuestion)? {
        guard let (options, words) = CommonOptions.split(arguments), words.count == 3 || words.count == 4,
            words[0] == configuration.commandName, let kind = TitleKind(argument: words[1]),
            let id = TitleArguments.id(words[2])
        else { return nil }
        let question = words.count == 4 ? words[3] : nil
        if let question, question.isEmpty || question.hasPrefix("-") { return nil }
        return (options, QuickQuestion(title: TitleReference(kind: kind, id: id), question: question))
    }
}
