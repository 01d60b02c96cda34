import DesignSystem
import Presentation
import SearchResultsFeature

/// A page of what a search finds: `popcorn search <words> [--type movie|tv|person] [--page N]`.
struct SearchPlace: Place {
    static let forms = [
        PlaceForm<Self>(
            .word("search"), .text(\.query, "<words>"), .option("--type", \.kind, among: ItemKind.allCases),
            .option("--page", \.page, default: 1, "<n>"))
    ]

    /// The search with no words yet, as a suggestion: `popcorn search <words>`.
    static var prompt: [CommandWord] { forms[0].positionalPattern }
    static let promptSummary = "find a film, series or person by name"

    var query = ""
    /// The one kind to search among; nil for every kind.
    var kind: ItemKind?
    var page = 1

    var request: SearchRequest { SearchRequest(query: query, kind: kind, page: page) }
    /// The query with any control character shown as an escape: the browser draws the title.
    var title: String { "Search “\(VisibleText.escapingControls(query))”" + (page > 1 ? " · page \(page)" : "") }
    var summary: String { "what a search finds" }
    var listPage: Int? { page }
}
