import DesignSystem

/// The "Next:" suggestions printed after a one-shot screen: the command for each link it offers.
struct NextSteps {
    let steps: [NextStep]

    /// The suggestions as lines: a kind of link that occurs more than twice shows once, as its template
    /// (a list's rows); once or twice (an episode's previous and next), each shows as itself. A
    /// command is never cut: where a command and its purpose do not fit side by side, the purpose
    /// goes on the line below its command.
    func lines(theme: Theme) -> [String] {
        guard !steps.isEmpty else { return [] }
        var rows: [(command: String, purpose: String)] = []
        var seenTemplates = Set<String>()
        for step in steps {
            let shared = steps.filter { $0.template == step.template }.count > 2
            if shared && !seenTemplates.insert(step.template).inserted { continue }
            rows.append(shared ? (step.template, step.purpose) : (step.command, step.name ?? step.purpose))
        }
        let styler = theme.styler
        let commandWidth = rows.map { DisplayWidth.of($0.command) }.max() ?? 0
        let purposeWidth = rows.map { DisplayWidth.of($0.purpose) }.max() ?? 0
        let heading = styler.paint("Next:", as: .heading)
        if 2 + commandWidth + 2 + purposeWidth <= theme.width {
            let table = TextTable(
                columns: [TableColumn("Command", role: .accent), TableColumn("Purpose", role: .muted)],
                rows: rows.map { ["  " + $0.command, $0.purpose] },
                showsHeader: false
            )
            return [heading] + table.render(width: theme.width, styler: styler)
        }
        return [heading]
            + rows.flatMap { row in
                ["  " + styler.paint(row.command, as: .accent)]
                    + ParagraphWrapper.wrap(row.purpose, width: max(1, theme.width - 4)).map { "    " + styler.paint($0, as: .muted) }
            }
    }
}
