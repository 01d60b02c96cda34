/// The explore screen, the browser's home: what is trending, popular and top rated, a few of each,
/// and the way to search. `home` reads as it too (`popcorn home`, `popcorn browse home`), the name
/// of the screen it replaced; it is always written `explore`.
struct ExplorePlace: Place {
    static let forms = [PlaceForm<Self>(.word("explore")), PlaceForm<Self>(.word("home"))]

    var title: String { "Explore" }
    var summary: String { "trending, popular and top rated films and series" }
}
