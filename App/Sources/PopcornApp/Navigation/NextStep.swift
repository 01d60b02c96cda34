import Browsing

/// A command that leads on from the screen just shown. `template` is the command word for word
/// with every value named (`popcorn movie <id>`): links with one template differ only in their
/// values, so that many of them print as one line, which says what such a link gives
/// (`kindPurpose`). One that stands alone says what it gives (`purpose`), or, when it leads to a
/// film, a series or a person, whom or what (`name`).
struct NextStep: Equatable {
    let command: String
    /// The command's words after the program's name, as typed.
    let words: [String]
    /// The same words, each value named by its placeholder.
    let template: [CommandWord]
    let purpose: String
    let kindPurpose: String
    var name: String?
}

extension NextStep {
    /// The step that follows a link of the screen showing `origin`, drawn with the words `label`.
    init(_ target: LinkTarget<ScreenPlace>, label: String? = nil, from origin: ScreenPlace) {
        switch target {
        case .place(let place):
            let purpose = place.summary(from: origin)
            self.init(
                command: place.command, words: place.words, template: place.place.template, purpose: purpose,
                kindPurpose: purpose == place.place.summary ? place.place.kindSummary : purpose,
                name: place.place.isTitleOrPerson ? label : nil)
        case .searchPrompt:
            let command = CommandWords.line(SearchPlace.prompt)
            self.init(
                command: command,
                words: SearchPlace.prompt.map { word in
                    switch word {
                    case .value(let value), .placeholder(let value): value
                    }
                }, template: SearchPlace.prompt, purpose: SearchPlace.promptSummary,
                kindPurpose: SearchPlace.promptSummary)
        }
    }
}
