/// The explore screen, the browser's home: what is trending, popular and top rated, a few of each,
/// and the way to search.
struct ExplorePlace: Place {
    static let forms = [PlaceForm<Self>(.word("explore"))]

    var title: String { "Explore" }
    var summary: String { "trending, popular and top rated films and series" }
}
