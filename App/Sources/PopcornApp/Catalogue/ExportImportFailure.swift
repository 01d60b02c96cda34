import PopcornSearchAdapters
import Presentation

/// Why `popcorn catalogue import` did not import, in words and an exit code: a file that is not
/// an export is a usage error; the rest are failures of the file or the index.
enum ExportImportFailure: Error, WordedFailure {
    case noDataFolder
    case importer(ExportImportError)

    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .noDataFolder:
            ViewStateError(
                kind: .unavailable, message: "There is no data folder to keep the search index in.",
                suggestion: "Set HOME, or XDG_DATA_HOME to an absolute path.")
        case .importer(let error):
            switch error {
            case .notAnExport:
                ViewStateError(kind: .invalidRequest, message: error.description, suggestion: "Download one from TMDb's daily exports.")
            case .missingFile:
                ViewStateError(kind: .invalidRequest, message: error.description, suggestion: "Check the path.")
            case .unreadableExport, .indexUnavailable:
                ViewStateError(kind: .unexpected, message: error.description)
            }
        }
    }
}
