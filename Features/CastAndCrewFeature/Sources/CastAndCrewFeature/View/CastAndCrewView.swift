public import DesignSystem
public import Presentation

/// Draws a movie's cast and crew as two tables for a terminal, or as a JSON document.
/// The crew is grouped by department, the people who shape a film first.
public struct CastAndCrewView: Sendable {
    /// Departments in the order the crew table lists them; any other follows, alphabetically.
    public static let departmentOrder = [
        "Directing", "Writing", "Production", "Camera", "Editing", "Sound", "Art",
        "Costume & Make-Up", "Visual Effects", "Lighting", "Crew",
    ]

    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<CastAndCrew>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each actor and each crew member with an id
    /// on their row (someone with two jobs on each), then the way back to the movie or series.
    public func renderLinked(_ state: ViewState<CastAndCrew>) -> LinkedText<CastAndCrewDestination> {
        ViewStateText.renderLinked(state, theme: theme) { credits in
            var text = content(credits)
            text.appendMore([("About \(credits.title)", .details)], theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<CastAndCrew>) -> String {
        JSONDocument.render(state)
    }

    /// The crew sorted by department (see `departmentOrder`), keeping the source's order within one.
    public static func crewByDepartment(_ crew: [CastAndCrewCrewMember]) -> [CastAndCrewCrewMember] {
        func key(_ entry: (offset: Int, element: CastAndCrewCrewMember)) -> (Int, String, Int) {
            let department = entry.element.department ?? ""
            return (departmentOrder.firstIndex(of: department) ?? departmentOrder.count, department, entry.offset)
        }
        return crew.enumerated().sorted { key($0) < key($1) }.map(\.element)
    }

    /// " (3 episodes)" for a series credit; nothing for a film's, or a creator's.
    static func episodes(_ count: Int?) -> String {
        guard let count, count > 0 else { return "" }
        return count == 1 ? " (1 episode)" : " (\(count) episodes)"
    }

    private func content(_ credits: CastAndCrew) -> LinkedText<CastAndCrewDestination> {
        let styler = theme.styler
        let title = TitleWithYear.text(credits.title, year: credits.year)
        var text = LinkedText<CastAndCrewDestination>(
            lines: ParagraphWrapper.wrap("\(title): cast and crew", width: theme.width).map { styler.paint($0, as: .title) })
        if let held = credits.episodesHeld {
            let note =
                held == 0
                ? "The catalogue holds no episode's guest stars or crew for this series."
                : "Guest stars and crew are taken from the \(held) episode\(held == 1 ? "" : "s") whose credits the catalogue "
                    + "holds, and their episode counts are over those."
            text.append(contentsOf: ParagraphWrapper.wrap(note, width: theme.width).map { styler.paint($0, as: .muted) })
        }
        guard credits.creditsKnown else {
            text.append(contentsOf: UnknownCredits.lines(theme: theme))
            return text
        }
        let main = credits.cast.filter { $0.isMainCast == true }
        let others = credits.cast.filter { $0.isMainCast != true }
        if !main.isEmpty {
            text.append(contentsOf: ["", styler.paint("Main cast", as: .heading)])
            text.append(
                contentsOf: ParagraphWrapper.wrap("Episode counts are the source's, over the whole series.", width: theme.width)
                    .map { styler.paint($0, as: .muted) })
            appendCast(main, to: &text)
        }
        text.append("")
        text.append(styler.paint(main.isEmpty ? "Cast" : "Guest stars", as: .heading))
        if others.isEmpty {
            text.append(styler.paint(main.isEmpty ? "No cast is listed." : "No other guest star is listed.", as: .muted))
        } else {
            appendCast(others, to: &text)
        }
        text.append("")
        text.append(styler.paint("Crew", as: .heading))
        if credits.crew.isEmpty {
            text.append(styler.paint("No crew is listed.", as: .muted))
        } else {
            let crew = Self.crewByDepartment(credits.crew)
            var previousDepartment: String?
            let rows = crew.map { member -> [TableCell] in
                defer { previousDepartment = member.department ?? "Other" }
                let department = member.department ?? "Other"
                return [
                    TableCell(department == previousDepartment ? "" : department),
                    TableCell(member.job + Self.episodes(member.episodeCount)),
                    TableCell(member.name, id: member.personID),
                ]
            }
            let lines = TextTable(
                columns: [
                    TableColumn("Department", role: .label),
                    TableColumn("Job", role: .muted, isShrinkable: true),
                    TableColumn("Name", isShrinkable: true),
                ],
                cells: rows,
                showsHeader: false
            ).render(width: theme.width, styler: styler)
            for (member, line) in zip(crew, lines) {
                if let id = member.personID { text.append(line, linking: member.name, to: .person(id: id)) } else { text.append(line) }
            }
        }
        return text
    }

    /// One line per actor, each marked with their name, and their id after it, when they have one.
    private func appendCast(_ cast: [CastAndCrewCastMember], to text: inout LinkedText<CastAndCrewDestination>) {
        let lines = TextTable(
            columns: [TableColumn("Actor", isShrinkable: true), TableColumn("Character", role: .muted, isShrinkable: true)],
            cells: cast.map { [TableCell($0.name, id: $0.personID), TableCell(($0.character ?? "") + Self.episodes($0.episodeCount))] },
            showsHeader: false
        ).render(width: theme.width, styler: theme.styler)
        for (member, line) in zip(cast, lines) {
            if let id = member.personID { text.append(line, linking: member.name, to: .person(id: id)) } else { text.append(line) }
        }
    }
}
