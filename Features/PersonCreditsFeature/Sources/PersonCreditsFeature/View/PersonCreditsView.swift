public import DesignSystem
public import Presentation

/// Draws a person's credits as two tables for a terminal, parts and jobs, or as a JSON document.
public struct PersonCreditsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<PersonCredits>) -> String {
        ViewStateText.render(state, theme: theme, ready: lines)
    }

    public static func renderJSON(_ state: ViewState<PersonCredits>) -> String {
        JSONDocument.render(state)
    }

    private func lines(_ credits: PersonCredits) -> [String] {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap("\(credits.name): credits", width: theme.width).map { styler.paint($0, as: .title) }
        let filters = [credits.kind.map { "\($0.pluralNoun) only" }, credits.department.map { "in \($0)" }].compactMap { $0 }
        let count = credits.cast.count + credits.crew.count
        let summary = (count == 1 ? "1 credit" : "\(count) credits") + (filters.isEmpty ? "" : ", " + filters.joined(separator: ", "))
        lines += ParagraphWrapper.wrap(summary + ", newest first", width: theme.width).map { styler.paint($0, as: .muted) }
        if !credits.cast.isEmpty {
            lines += ["", styler.paint("As cast", as: .heading)]
            lines += table(credits.cast, role: "Character") { $0.character ?? "" }
        }
        if !credits.crew.isEmpty {
            lines += ["", styler.paint("As crew", as: .heading)]
            lines += table(credits.crew, role: "Job") {
                [$0.job, $0.department.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            }
        }
        return lines
    }

    private func table(_ entries: [PersonCreditsEntry], role: String, describe: (PersonCreditsEntry) -> String) -> [String] {
        TextTable(
            columns: [
                TableColumn("Year", role: .muted), TableColumn("Title", isShrinkable: true),
                TableColumn(role, role: .muted, isShrinkable: true),
            ],
            rows: entries.map { entry in
                let episodes = entry.episodeCount.map { $0 == 1 ? ", 1 episode" : ", \($0) episodes" } ?? ""
                let kind = entry.kind == .tv ? " (series\(episodes))" : ""
                return [entry.year.map(String.init) ?? "", entry.title + kind, describe(entry)]
            }
        ).render(width: theme.width, styler: theme.styler)
    }
}
