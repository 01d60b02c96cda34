import DesignSystem

/// The "Next:" suggestions printed after a one-shot screen: a short list of the commands its links
/// lead to, a line for each kind of link.
struct NextSteps {
    let steps: [NextStep]
    /// The screen shown, which the browser opens when its links are too many kinds to list.
    let origin: ScreenPlace

    /// The most lines of suggestions printed; a screen with more kinds of link prints one fewer and
    /// the command that opens it in the browser, where every link is at hand.
    static let mostShown = 6
    /// The narrowest a column of purposes beside the commands is drawn; narrower, each purpose goes
    /// on the lines below its command.
    static let narrowestPurposes = 20

    /// A line of suggestion: its command, what it gives, and how many of the screen's links it stands for.
    typealias Row = (command: String, purpose: String, links: Int)

    /// A line for each kind of link, in the order the screen offers them. Links that share a
    /// template (the same command with only its values changing) show as one line when there
    /// are more than two of them: the values they share written out, those that change named
    /// (`popcorn discover movie --genre <name>`, `popcorn tv 1399 season <n>`), with what any such
    /// link gives. One or two (an episode's previous and next) each show as itself. When that
    /// still makes more than `mostShown` lines, the ones standing for most links stay, in their
    /// order, and the last line opens the screen in the browser.
    var rows: [Row] {
        var unique: [NextStep] = []
        var commands = Set<String>()
        for step in steps where commands.insert(step.command).inserted { unique.append(step) }
        let byTemplate = Dictionary(grouping: unique) { CommandWords.line($0.template) }
        var rows: [Row] = []
        var shownTemplates = Set<String>()
        for step in unique {
            let template = CommandWords.line(step.template)
            let kind = byTemplate[template] ?? [step]
            guard kind.count > 2 else {
                rows.append((step.command, step.name ?? step.purpose, 1))
                continue
            }
            guard shownTemplates.insert(template).inserted else { continue }
            let words = step.template.indices.map { index in
                let shared =
                    step.words.indices.contains(index)
                    && kind.allSatisfy { $0.words.indices.contains(index) && $0.words[index] == step.words[index] }
                return shared ? CommandWord.value(step.words[index]) : step.template[index]
            }
            rows.append((CommandWords.line(words), step.kindPurpose, kind.count))
        }
        guard rows.count > Self.mostShown else { return rows }
        let byLinks = rows.indices.sorted { (rows[$0].links, $1) > (rows[$1].links, $0) }
        let kept = Set(byLinks.prefix(Self.mostShown - 1))
        let hidden = rows.indices.filter { !kept.contains($0) }.reduce(0) { $0 + rows[$1].links }
        return rows.indices.filter(kept.contains).map { rows[$0] }
            + [(CommandWords.line(["browse"] + origin.words), "its \(hidden) other links, in the browser", hidden)]
    }

    /// The suggestions as lines. A command is never cut: the purposes stand in a column beside the
    /// commands, wrapped within it, where the terminal leaves it room; else each goes on the lines
    /// below its command.
    func lines(theme: Theme) -> [String] {
        let rows = rows
        guard !rows.isEmpty else { return [] }
        let styler = theme.styler
        let heading = styler.paint("Next:", as: .heading)
        let commandWidth = rows.map { DisplayWidth.of($0.command) }.max() ?? 0
        let purposeWidth = rows.map { DisplayWidth.of($0.purpose) }.max() ?? 0
        let column = 2 + commandWidth + 2
        let room = theme.width - column
        if room >= min(purposeWidth, Self.narrowestPurposes) {
            return [heading]
                + rows.flatMap { row in
                    let purpose = ParagraphWrapper.wrap(row.purpose, width: room)
                    let gap = String(repeating: " ", count: commandWidth - DisplayWidth.of(row.command) + 2)
                    return ["  " + styler.paint(row.command, as: .accent) + gap + styler.paint(purpose.first ?? "", as: .muted)]
                        + purpose.dropFirst().map { String(repeating: " ", count: column) + styler.paint($0, as: .muted) }
                }
        }
        return [heading]
            + rows.flatMap { row in
                ["  " + styler.paint(row.command, as: .accent)]
                    + ParagraphWrapper.wrap(row.purpose, width: max(1, theme.width - 4)).map { "    " + styler.paint($0, as: .muted) }
            }
    }
}
