import Browsing
import ChatFeature
import CoreDomain
import DesignSystem
import ExploreFeature
import MovieDetailsFeature
import Presentation
import SearchResultsFeature
import Synchronization
import TitleListFeature

@testable import PopcornApp

/// The pages of the browser fuzz, drawn by the features' own views over fixture data, each link
/// leading to a kind of screen picked by where it stands.
enum FuzzPages {
    /// Each kind's page at each width, drawn once: a screen is drawn once a width in the browser too.
    private static let drawn = Mutex<[String: BrowserPage<FuzzPlace>]>([:])

    static func page(for place: FuzzPlace, width: Int) -> BrowserPage<FuzzPlace> {
        let key = "\(place.kind == .loading ? .details : place.kind) \(width)"
        if let page = drawn.withLock({ $0[key] }) { return page }
        let page = draw(place, width: width)
        drawn.withLock { $0[key] = page }
        return page
    }

    private static func draw(_ place: FuzzPlace, width: Int) -> BrowserPage<FuzzPlace> {
        let theme = Theme(styler: Styler(isColourEnabled: true), width: width)
        switch place.kind {
        case .home:
            return page(ExploreView(theme: theme).renderLinked(.ready(home)), heading: "Explore") { $0 == .search ? .searchPrompt : nil }
        case .details, .loading:
            return page(MovieDetailsView(theme: theme).renderLinked(.ready(details)), heading: "The Matrix (1999)")
        case .list:
            let view = TitleListView(theme: theme).renderLinked(.ready(list), list: TitleList(.popular, of: .movie))
            return page(view, heading: "Popular films")
        case .empty:
            let nothing = SearchResults(query: "zzz", kind: nil, page: 1, totalPages: 0, totalResults: 0, items: [])
            return page(SearchResultsView(theme: theme).renderLinked(.ready(nothing)), heading: "Search")
        case .error:
            let error = ViewStateError(
                kind: .notFound, message: "No movie has id 99999999 in the embedded catalogue.", suggestion: "Find ids.")
            return page(MovieDetailsView(theme: theme).renderLinked(.error(error)), heading: "Movie 99999999", isError: true)
        case .chat:
            return page(
                ChatView(theme: theme).renderLinked(.ready(chat)), heading: "Ask about The Matrix", input: LineInput(prompt: "Ask: "))
        }
    }

    private static func page<Destination>(
        _ text: LinkedText<Destination>, heading: String, isError: Bool = false, input: LineInput? = nil,
        special: (Destination) -> LinkTarget<FuzzPlace>? = { _ in nil }
    ) -> BrowserPage<FuzzPlace> {
        let kinds = FuzzPlace.Kind.allCases
        let links = text.links.enumerated().map { index, link in
            let target = special(link.destination) ?? .place(FuzzPlace(kind: kinds[(index + link.line) % kinds.count], number: index))
            return TextLink(destination: target, label: link.label, line: link.line, column: link.column, width: link.width)
        }
        return BrowserPage(lines: text.lines, links: links, heading: heading, isError: isError, input: input)
    }

    static let details = MovieDetailsMapper().map(MatrixFixture.movie, credits: MatrixFixture.credits)

    static let chat = ChatTranscript(
        conversationID: "c-603", title: ChatTitle(kind: .movie, id: 603), titleName: "The Matrix",
        exchanges: (1...12).map { number in
            ChatExchange(
                question: "question \(number) " + String(repeating: "about it ", count: number % 5),
                answer: number == 12
                    ? .arriving("The Matrix was") : .complete("The answer \(number) " + String(repeating: "word ", count: number * 3)))
        })

    static let list = TitleListPage(
        page: 2, totalPages: 12, totalResults: 240,
        items: (1...20).map { number in
            TitleListItem(
                id: number, title: "Title \(number) " + String(repeating: "long ", count: number % 7),
                releaseDate: "19\(70 + number)-01-01",
                voteAverage: Double(number % 10), voteCount: number * 100, overview: nil)
        })

    static let home = ExploreContent(
        sections: [
            ExploreSection(
                heading: "Trending films", list: ExploreList(.trending, of: .movie),
                items: (1...5).map { ExploreItem(kind: .movie, id: $0, name: "Film \($0)", detail: "\(2000 + $0)") }),
            ExploreSection(
                heading: "Popular series", list: ExploreList(.popular, of: .tv),
                items: (1...5).map { ExploreItem(kind: .tv, id: $0, name: "Series \($0)", detail: "\(1990 + $0)") }),
            ExploreSection(
                heading: "Film genres", list: nil,
                items: (1...5).map { ExploreItem(kind: .movieGenre, id: $0, name: "Genre \($0)", detail: "\($0 * 100) films") }),
        ],
        offersSearch: true)
}
