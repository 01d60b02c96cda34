public import DesignSystem
public import Presentation

/// Draws a person's credits as two tables for a terminal, parts and jobs, each title with its kind
/// and its id, or as a JSON document.
public struct PersonCreditsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<PersonCredits>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each film and series on its row (a title
    /// credited twice on each), then the way back to the person.
    public func renderLinked(_ state: ViewState<PersonCredits>) -> LinkedText<PersonCreditsDestination> {
        ViewStateText.renderLinked(state, theme: theme) { credits in
            var text = content(credits)
            text.appendMore([("About \(credits.name)", .person)], theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<PersonCredits>) -> String {
        JSONDocument.render(state)
    }

    private func content(_ credits: PersonCredits) -> LinkedText<PersonCreditsDestination> {
        let styler = theme.styler
        var text = LinkedText<PersonCreditsDestination>(
            lines: ParagraphWrapper.wrap("\(credits.name): credits", width: theme.width).map { styler.paint($0, as: .title) })
        let filters = [credits.kind.map { "\($0.pluralNoun) only" }, credits.department.map { "in \($0)" }].compactMap { $0 }
        let count = credits.cast.count + credits.crew.count
        let summary = (count == 1 ? "1 credit" : "\(count) credits") + (filters.isEmpty ? "" : ", " + filters.joined(separator: ", "))
        let line = count == 0 && credits.department != nil ? Self.noneInDepartment(credits) : summary + ", newest first"
        text.append(contentsOf: ParagraphWrapper.wrap(line, width: theme.width).map { styler.paint($0, as: .muted) })
        if !credits.cast.isEmpty {
            text.append(contentsOf: ["", styler.paint("As cast", as: .heading)])
            appendTable(credits.cast, role: "Character", to: &text) { $0.character ?? "" }
        }
        if !credits.crew.isEmpty {
            text.append(contentsOf: ["", styler.paint("As crew", as: .heading)])
            appendTable(credits.crew, role: "Job", to: &text) {
                [$0.job, $0.department.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            }
        }
        return text
    }

    /// The line naming the columns, then one line for each credit, marked with its title: its year,
    /// its kind in the command's word (`movie`, `tv`), its title and id, and the part or the job
    /// (with a series' episodes).
    private func appendTable(
        _ entries: [PersonCreditsEntry], role: String, to text: inout LinkedText<PersonCreditsDestination>,
        describe: (PersonCreditsEntry) -> String
    ) {
        let table = TextTable(
            columns: [
                TableColumn("Year", role: .muted), TableColumn("Kind", role: .muted), TableColumn("Title", isShrinkable: true),
                TableColumn(role, role: .muted, isShrinkable: true),
            ],
            cells: entries.map { entry in
                let episodes = entry.episodeCount.map { $0 == 1 ? " (1 episode)" : " (\($0) episodes)" } ?? ""
                return [
                    TableCell(entry.year.map(String.init) ?? ""), TableCell(entry.kind.rawValue), TableCell(entry.title, id: entry.id),
                    TableCell(describe(entry) + episodes),
                ]
            }
        )
        let lines = table.render(width: theme.width, styler: theme.styler)
        let headerCount = table.showsHeader ? 1 : 0
        text.append(contentsOf: Array(lines.prefix(headerCount)))
        for (entry, line) in zip(entries, lines.dropFirst(headerCount)) {
            if let destination = Self.destination(of: entry) {
                text.append(line, linking: entry.title, to: destination)
            } else {
                text.append(line)
            }
        }
    }

    /// A department that holds none of their credits, and the ones that do: "No credits in
    /// Directing; Brad Pitt's credits are in Acting and Production."
    private static func noneInDepartment(_ credits: PersonCredits) -> String {
        let kind = credits.kind.map { "\($0.noun) " } ?? ""
        let none = "No \(kind)credits in \(credits.department ?? "")"
        guard let last = credits.departments.last else { return none + ": \(credits.name) has no \(kind)credits at all." }
        let departments = credits.departments.count == 1 ? last : credits.departments.dropLast().joined(separator: ", ") + " and " + last
        return none + "; \(credits.name)'s \(kind)credits are in \(departments)."
    }

    /// Where a credit's row leads: its film or its series.
    private static func destination(of entry: PersonCreditsEntry) -> PersonCreditsDestination? {
        switch entry.kind {
        case .movie: .movie(id: entry.id)
        case .tv: .series(id: entry.id)
        case .person: nil
        }
    }
}
