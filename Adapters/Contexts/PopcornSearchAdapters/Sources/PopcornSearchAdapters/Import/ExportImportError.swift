/// Why an export could not be imported. A line that does not read is not an error: it is
/// skipped and counted (`ExportImportSummary.linesSkipped`).
public enum ExportImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name is not one TMDb gives its daily id exports, so its kind is unknown.
    case notAnExport(fileName: String)
    /// There is no file at the path.
    case missingFile(path: String)
    /// The file is there but cannot be read, or is not whole gzip data.
    case unreadableExport(path: String, reason: String)
    /// The index, or the work file beside it, cannot be written.
    case indexUnavailable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAnExport(let fileName):
            "\(fileName) is not a TMDb daily id export: its name should be movie_ids_MM_DD_YYYY.json.gz, "
                + "tv_series_ids_MM_DD_YYYY.json.gz or person_ids_MM_DD_YYYY.json.gz"
        case .missingFile(let path): "there is no file at \(path)"
        case .unreadableExport(let path, let reason): "could not read the export \(path): \(reason)"
        case .indexUnavailable(let path, let reason): "could not write the search index at \(path): \(reason)"
        }
    }
}
