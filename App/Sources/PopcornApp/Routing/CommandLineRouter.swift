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
    /// (a list's rows); once or twice (an episode's previous and next), each shows as itself.
    func nextStepLines(theme: Theme) -> [String] {
        guard !nextSteps.isEmpty else { return [] }
        var rows: [[String]] = []
        var seenTemplates = Set<String>()
        for step in nextSteps {
            let shared = nextSteps.filter { $0.template == step.template }.count > 2
            if shared && !seenTemplates.insert(step.template).inserted { continue }
            rows.append(["  " + (shared ? step.template : step.command), step.purpose])
        }
        let table = TextTable(
            columns: [TableColumn("Command", role: .accent), TableColumn("Purpose", role: .muted, isShrinkable: true)],
            rows: rows,
            showsHeader: false
        )
        return [theme.styler.paint("Next:", as: .heading)] + table.render(width: theme.width, styler: theme.styler)
    }

    /// Notes one link; `template` names the varying part (`popcorn movie <id>`).
    func note(_ command: String, template: String? = nil, purpose: String) {
        nextSteps.append(NextStep(command: command, template: template ?? command, purpose: purpose))
    }
}
