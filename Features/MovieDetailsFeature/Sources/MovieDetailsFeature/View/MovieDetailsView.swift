public import DesignSystem
public import Presentation

/// Draws the details screen as text for a terminal, or as a JSON document.
public struct MovieDetailsView: Sendable {
    public let theme: Theme
    /// Whether the links the text does not show end with the chat about the movie.
    public let offersChat: Bool

    public init(theme: Theme, offersChat: Bool = false) {
        self.theme = theme
        self.offersChat = offersChat
    }

    public func render(_ state: ViewState<MovieDetails>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each director and top-billed actor where
    /// their name stands (their id after it), then the links the text does not show.
    public func renderLinked(_ state: ViewState<MovieDetails>) -> LinkedText<MovieDetailsDestination> {
        ViewStateText.renderLinked(state, theme: theme) { movie in
            var text = content(movie)
            let chat: [(String, MovieDetailsDestination)] = offersChat ? [("Ask about it", .askAboutIt)] : []
            text.appendMore([("Full cast and crew", .castAndCrew), ("Movies like it", .similarMovies)] + chat, theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<MovieDetails>) -> String {
        JSONDocument.render(state)
    }

    private func content(_ movie: MovieDetails) -> LinkedText<MovieDetailsDestination> {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(TitleWithYear.text(movie.title, year: movie.year), width: theme.width)
            .map { styler.paint($0, as: .title) }
        if let originalTitle = movie.originalTitle, originalTitle != movie.title {
            lines += ParagraphWrapper.wrap(originalTitle, width: theme.width).map { styler.paint($0, as: .muted) }
        }
        lines += ParagraphWrapper.wrap(
            RatingDisplay.render(average: movie.voteAverage, voteCount: movie.voteCount, styler: styler),
            width: theme.width
        )
        if let sentence = movie.library?.sentence {
            lines += ParagraphWrapper.wrap(sentence, width: theme.width).map { styler.paint($0, as: .accent) }
        }
        lines.append("")
        let factsLine = lines.count
        lines += KeyValueBlock([
            .init("Released", movie.releaseDate ?? "unknown"),
            .init("Runtime", movie.runtimeMinutes.map { RuntimeText.format(minutes: $0) } ?? "unknown"),
            .init("Genres", movie.genres.joined(separator: ", ")),
            .init("Language", movie.originalLanguage),
            .init(
                movie.directors.count > 1 ? "Directors" : "Director", naming: movie.directors.map { NamedID($0.name, id: $0.personID) }),
        ]).render(width: theme.width, styler: styler)
        if let overview = movie.overview, !overview.isEmpty {
            lines.append("")
            lines += ParagraphWrapper.wrap(overview, width: theme.width)
        }
        var text = LinkedText<MovieDetailsDestination>(lines: lines)
        for genre in movie.genres { text.mark(genre, searchingFrom: factsLine, to: .genre(genre)) }
        for director in movie.directors {
            if let id = director.personID { text.mark(director.name, searchingFrom: factsLine, to: .person(id: id)) }
        }
        if !movie.creditsKnown { text.append(contentsOf: UnknownCredits.lines(theme: theme)) }
        let topCast = movie.cast.prefix(MovieDetails.topCastCount)
        if !topCast.isEmpty {
            text.append("")
            text.append(styler.paint("Top cast", as: .heading))
            let rows = TextTable(
                columns: [TableColumn("Actor", isShrinkable: true), TableColumn("Character", role: .muted, isShrinkable: true)],
                cells: topCast.map { [TableCell($0.name, id: $0.personID), TableCell($0.character ?? "")] },
                showsHeader: false
            ).render(width: theme.width, styler: styler)
            for (member, row) in zip(topCast, rows) {
                if let id = member.personID { text.append(row, linking: member.name, to: .person(id: id)) } else { text.append(row) }
            }
        }
        text.append(contentsOf: FiguresAsOf.footer(movie.figuresAsOf.map { [FiguresAsOf.Part($0)] } ?? [], theme: theme))
        return text
    }
}
