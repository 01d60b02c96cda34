/// The home screen: popular films, series and people, and the way to search.
struct HomePlace: Place {
    static let forms = [PlaceForm<Self>(.word("home"))]

    var title: String { "Home" }
    var summary: String { "popular films, series and people" }
}
