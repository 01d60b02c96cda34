public import DesignSystem
public import Presentation

/// Draws a person as text for a terminal, or as a JSON document.
public struct PersonDetailsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<PersonDetails>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: all their credits on the line that counts
    /// them, then each film and series they are known for on its row, with its kind and its id. Every link has a place in
    /// the text, so nothing is added to it.
    public func renderLinked(_ state: ViewState<PersonDetails>) -> LinkedText<PersonDetailsDestination> {
        ViewStateText.renderLinked(state, theme: theme, ready: content)
    }

    public static func renderJSON(_ state: ViewState<PersonDetails>) -> String {
        JSONDocument.render(state)
    }

    private func content(_ person: PersonDetails) -> LinkedText<PersonDetailsDestination> {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(person.name, width: theme.width).map { styler.paint($0, as: .title) }
        if let department = person.knownForDepartment {
            lines += ParagraphWrapper.wrap("Known for \(department)", width: theme.width).map { styler.paint($0, as: .muted) }
        }
        lines.append("")
        let age = person.age.map { person.deathday == nil ? " (age \($0))" : "" } ?? ""
        let ageAtDeath = person.age.map { " (aged \($0))" } ?? ""
        var facts: [KeyValueBlock.Row] = [.init("Born", (person.birthday ?? "unknown") + age)]
        if let deathday = person.deathday { facts.append(.init("Died", deathday + ageAtDeath)) }
        facts += [
            .init("Birthplace", person.countryOfBirth ?? "unknown"),
            .init("Gender", person.gender ?? "unknown"),
            .init("Credits", person.creditCount == 1 ? "1 title" : "\(person.creditCount) titles"),
        ]
        let factsLine = lines.count
        lines += KeyValueBlock(facts).render(width: theme.width, styler: styler)
        var text = LinkedText<PersonDetailsDestination>(lines: lines)
        text.mark("Credits", searchingFrom: factsLine, to: .credits)
        if !person.knownFor.isEmpty {
            text.append("")
            text.append(styler.paint("Known for", as: .heading))
            let rows = TextTable(
                columns: [
                    TableColumn("Year", role: .muted), TableColumn("Kind", role: .muted), TableColumn("Title", isShrinkable: true),
                    TableColumn("Role", role: .muted, isShrinkable: true),
                ],
                cells: person.knownFor.map {
                    [
                        TableCell($0.year.map(String.init) ?? ""), TableCell($0.kind.rawValue), TableCell($0.title, id: $0.id),
                        TableCell($0.role ?? ""),
                    ]
                },
                showsHeader: false
            ).render(width: theme.width, styler: styler)
            for (title, row) in zip(person.knownFor, rows) {
                switch title.kind {
                case .movie: text.append(row, linking: title.title, to: .movie(id: title.id))
                case .tv: text.append(row, linking: title.title, to: .series(id: title.id))
                case .person: text.append(row)
                }
            }
        }
        return text
    }
}
