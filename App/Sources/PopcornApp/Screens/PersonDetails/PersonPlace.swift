/// A person: `popcorn person <id>`.
struct PersonPlace: Place {
    static let forms = [PlaceForm<Self>(.word("person"), .number(\.id, "<id>", naming: "a person id"))]

    var id = 0

    var title: String { "Person \(id)" }
    var summary: String { "a person's page" }
    var isTitleOrPerson: Bool { true }
}
