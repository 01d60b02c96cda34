import Presentation

/// Everything a person is credited on, narrowed or not:
/// `popcorn person <id> --credits [--type movie|tv] [--department NAME]`.
struct PersonCreditsPlace: Place {
    static let forms = [
        PlaceForm<Self>(
            .word("person"), .number(\.id, "<id>", naming: "a person id"), .flag("--credits"),
            .option("--type", \.kind, among: [.movie, .tv]), .option("--department", \.department, "<name>"))
    ]

    var id = 0
    /// Only films, or only series; nil for both.
    var kind: ItemKind?
    /// Only the credits in this department; nil for all.
    var department: String?

    var title: String { "Person \(id) · credits" }
    var summary: String { "everything they are credited with" }
}
