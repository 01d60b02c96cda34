import CastAndCrewFeature
import DesignSystem
import MovieDetailsFeature
import MovieListFeature

/// Follows the screens' links on the command line. A one-shot command shows one screen and
/// exits, so following a link here means noting the command that would show the next screen;
/// the notes are printed after the screen as "Next:" suggestions.
@MainActor
final class CommandLineRouter: MovieDetailsNavigating, MovieListNavigating, CastAndCrewNavigating {
    static let program = "popcorn"

    private(set) var nextSteps: [NextStep] = []

    func openCastAndCrew(movieID: Int) {
        note("\(Self.program) movie \(movieID) --cast", purpose: "its full cast and crew")
    }

    func openSimilarMovies(movieID: Int) {
        note("\(Self.program) movie \(movieID) --similar", purpose: "movies like it")
    }

    func openMovieDetails(movieID: Int) {
        note("\(Self.program) movie \(movieID)", template: "\(Self.program) movie <id>", purpose: "a movie's details")
    }

    func openMovieList(_ kind: MovieListKind, page: Int) {
        let list =
            switch kind {
            case .popular: "\(Self.program) movies popular"
            case .topRated: "\(Self.program) movies top-rated"
            case .similar(let movieID): "\(Self.program) movie \(movieID) --similar"
            }
        note(page == 1 ? list : "\(list) --page \(page)", purpose: "page \(page)")
    }

    /// The suggestions as lines: a kind of link that occurs more than once shows as its template.
    func nextStepLines(theme: Theme) -> [String] {
        guard !nextSteps.isEmpty else { return [] }
        var rows: [[String]] = []
        var seenTemplates = Set<String>()
        for step in nextSteps where seenTemplates.insert(step.template).inserted {
            let shared = nextSteps.filter { $0.template == step.template }.count > 1
            rows.append(["  " + (shared ? step.template : step.command), step.purpose])
        }
        let table = TextTable(
            columns: [TableColumn("Command", role: .accent), TableColumn("Purpose", role: .muted, isShrinkable: true)],
            rows: rows,
            showsHeader: false
        )
        return [theme.styler.paint("Next:", as: .heading)] + table.render(width: theme.width, styler: theme.styler)
    }

    private func note(_ command: String, template: String? = nil, purpose: String) {
        nextSteps.append(NextStep(command: command, template: template ?? command, purpose: purpose))
    }
}
