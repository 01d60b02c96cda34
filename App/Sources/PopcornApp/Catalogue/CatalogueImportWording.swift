import DesignSystem
import PopcornSearchAdapters
import SearchDomain

/// What `popcorn catalogue import` says it did.
enum CatalogueImportWording {
    static func confirmation(_ summary: ExportImportSummary, file: String) -> String {
        if summary.wasAlreadyImported { return "\(file) was imported already: nothing changed." }
        var sentence = "Imported \(RatingDisplay.groupedThousands(summary.entriesImported)) \(noun(summary)) from \(file)"
        var notes: [String] = []
        if summary.linesSkipped > 0 {
            notes.append(
                "\(RatingDisplay.groupedThousands(summary.linesSkipped)) unreadable line\(summary.linesSkipped == 1 ? "" : "s") skipped")
        }
        if summary.resumedAfterLines > 0 {
            notes.append("carried on after line \(RatingDisplay.groupedThousands(summary.resumedAfterLines))")
        }
        if !notes.isEmpty { sentence += " (" + notes.joined(separator: "; ") + ")" }
        return sentence + "."
    }

    private static func noun(_ summary: ExportImportSummary) -> String {
        let one = summary.entriesImported == 1
        return switch summary.kind {
        case .movie: one ? "film" : "films"
        case .tv: "series"
        case .person: one ? "person" : "people"
        }
    }
}
