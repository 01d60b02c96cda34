/// One line of an export: an id, the original title (or a person's name) and TMDb's popularity
/// on the day of the export. Exports hold no English title and no year.
public struct TMDbExportEntry: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let popularity: Double

    public init(id: Int, name: String, popularity: Double) {
        self.id = id
        self.name = name
        self.popularity = popularity
    }
}
