import Browsing

/// A command that leads on from the screen just shown. `template` is the command with its
/// varying part named (`popcorn movie <id>`), so that many links of one kind print as one line,
/// which says what such a link gives (`purpose`); one that stands alone and leads to a film, a
/// series or a person says whom or what (`name`).
struct NextStep: Equatable {
    let command: String
    let template: String
    let purpose: String
    var name: String?
}

extension NextStep {
    /// The step that follows a link of the screen showing `origin`, drawn with the words `label`.
    init(_ target: LinkTarget<ScreenPlace>, label: String? = nil, from origin: ScreenPlace) {
        switch target {
        case .place(let place):
            self.init(
                command: place.command, template: CommandWords.line(place.place.template), purpose: place.summary(from: origin),
                name: place.place.isTitleOrPerson ? label : nil)
        case .searchPrompt:
            let command = CommandWords.line(SearchPlace.prompt)
            self.init(command: command, template: command, purpose: SearchPlace.promptSummary)
        }
    }
}
