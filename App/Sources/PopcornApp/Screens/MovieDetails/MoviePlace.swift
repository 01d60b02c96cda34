/// A film's details: `popcorn movie <id>`.
struct MoviePlace: Place {
    static let forms = [PlaceForm<Self>(.word("movie"), .number(\.id, "<id>", naming: "a movie id"))]

    var id = 0

    var title: String { "Movie \(id)" }
    var summary: String { "a movie's details" }
    var isTitleOrPerson: Bool { true }
}
