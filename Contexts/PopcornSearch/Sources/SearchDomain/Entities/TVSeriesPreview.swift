/// A TV series as Search shows it in a list: enough to recognise it and open it. Search's own
/// type, not the TV series context's: an adapter maps one into the other.
public struct TVSeriesPreview: Sendable, Equatable {
    public let id: Int
    public let name: String
    /// Nil when it is the same as `name`.
    public let originalName: String?
    /// The year it first aired.
    public let year: Int?

    public init(id: Int, name: String, originalName: String? = nil, year: Int?) {
        self.id = id
        self.name = name
        self.originalName = originalName == name ? nil : originalName
        self.year = year
    }
}
