/// What an export lists, told by its file's name as TMDb names it.
public enum TMDbExportKind: String, Sendable, Equatable, CaseIterable {
    /// `movie_ids_MM_DD_YYYY.json.gz`
    case movie = "movie_ids_"
    /// `tv_series_ids_MM_DD_YYYY.json.gz`
    case tv = "tv_series_ids_"
    /// `person_ids_MM_DD_YYYY.json.gz`
    case person = "person_ids_"

    /// The kind of the export named `fileName`; nil for a file that is not one.
    public init?(fileName: String) {
        guard fileName.hasSuffix(".json.gz"), let kind = Self.allCases.first(where: { fileName.hasPrefix($0.rawValue) }) else {
            return nil
        }
        self = kind
    }
}
