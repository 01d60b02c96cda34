import DesignSystem

/// Follows the screens' links on the command line. A one-shot command shows one screen and
/// exits, so following a link here means noting the command that would show the next screen;
/// the notes are printed after the screen as "Next:" suggestions. Each feature's `*Navigating`
/// conformance lives in a file of its own beside this one.
@MainActor
final class CommandLineRouter {
    static let program = "popcorn"

    private(set) var nextSteps: [NextStep] = []

    /// The suggestions as lines: a kind of link that occurs more than twice shows once, as its template
    /// (a list's rows); once or twice (an episode's previous and next), each shows as itself. A
    /// command is never cut: where a command and its purpose do not fit side by side, the purpose
    /// goes on the line below its command.
    func nextStepLines(theme: Theme) -> [String] {
        guard !nextSteps.isEmpty else { return [] }
        var rows: [(command: String, purpose: String)] = []
        var seenTemplates = Set<String>()
        for step in nextSteps {
            let shared = nextSteps.filter { $0.template == step.template }.count > 2
            if shared && !seenTemplates.insert(step.template).inserted { continue }
            rows.append((shared ? step.template : step.command, step.purpose))
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

    /// Notes one link; `template` names the varying part (`popcorn movie <id>`).
    func note(_ command: String, template: String? = nil, purpose: String) {
        nextSteps.append(NextStep(command: command, template: template ?? command, purpose: purpose))
    }
}
