import Browsing

/// A command that leads on from the screen just shown. `template` is the command with its
/// varying part named (`popcorn movie <id>`), so that many links of one kind print as one line.
struct NextStep: Equatable {
    let command: String
    let template: String
    let purpose: String
}

extension NextStep {
    /// The step that follows a link of the screen showing `origin`.
    init(_ target: LinkTarget<ScreenPlace>, from origin: ScreenPlace) {
        switch target {
        case .place(let place):
            self.init(
                command: place.command, template: CommandWords.line(place.place.template), purpose: place.summary(from: origin))
        case .searchPrompt:
            let command = CommandWords.line(SearchPlace.prompt)
            self.init(command: command, template: command, purpose: SearchPlace.promptSummary)
        }
    }
}
