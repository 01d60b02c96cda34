/// A page of the history of what was opened: `popcorn history [--page N]`.
struct HistoryPlace: Place {
    static let forms = [PlaceForm<Self>(.word("history"), .option("--page", \.page, default: 1, "<n>"))]

    var page = 1

    var title: String { page > 1 ? "History · page \(page)" : "History" }
    var summary: String { "what you opened, most recent first" }
    var listPage: Int? { page }
}
