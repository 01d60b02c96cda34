/// A screen the app can show, named by what it shows, in the terms of the command that shows
/// it. Each screen's folder declares its places; `ScreenPlace` holds any of them.
protocol Place: Hashable, Sendable {
    /// How the place is written as command words. Any form reads words; the first form that can
    /// write a place writes it, so each place has one way of being written.
    static var forms: [PlaceForm<Self>] { get }
    /// A blank place, which the grammar fills in word by word.
    init()
    /// A short name, for the browser's header and its list of places visited.
    var title: String { get }
    /// What following a link to the place gives, for the "Next:" suggestions.
    var summary: String { get }
    /// The same for any place of its kind, said of a suggestion that stands for many links by its
    /// template (`popcorn discover movie --genre <name>`: "films of one genre"); by default `summary`.
    var kindSummary: String { get }
    /// Which page it is of a list shown in pages; nil for a place that is not a page of a list.
    var listPage: Int? { get }
    /// Whether it is one film, series or person, which a suggestion names rather than describes.
    var isTitleOrPerson: Bool { get }
}

extension Place {
    var listPage: Int? { nil }
    var isTitleOrPerson: Bool { false }
    var kindSummary: String { summary }

    /// The command words that show the place.
    var words: [String] {
        for form in Self.forms {
            if let words = form.write(self) { return words }
        }
        return []
    }

    /// The same, word for word, with every value named by its placeholder instead (`tv <id> season
    /// <n>`): links with one template differ only in their values, and many can be suggested as one.
    var template: [CommandWord] {
        for form in Self.forms {
            if let words = form.template(of: self) { return words }
        }
        return []
    }

    func isEqual(to other: any Place) -> Bool {
        (other as? Self) == self
    }
}
