/// A movie as Search shows it in a list: enough to recognise it and open it. Search's own type,
/// not the Movies context's: an adapter maps one into the other.
public struct MoviePreview: Sendable, Equatable {
    public let id: Int
    public let title: String
    /// Nil when it is the same as `title`.
    public let originalTitle: String?
    public let year: Int?

    public init(id: Int, title: String, originalTitle: String? = nil, year: Int?) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle == title ? nil : originalTitle
        self.year = year
    }
}
