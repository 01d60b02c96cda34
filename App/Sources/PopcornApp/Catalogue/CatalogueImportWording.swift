import PopcornSearchAdapters
import SearchDomain

/// What `popcorn catalogue import` says it did.
enum CatalogueImportWording {
    static func confirmation(_ summary: ExportImportSummary, file: String) -> String {
        if summary.wasAlreadyImported { return "\(file) was imported already: nothing changed." }
        var sentence = "Imported \(count(summary.entriesImported)) \(noun(summary)) from \(file)"
        var notes: [String] = []
        if summary.linesSkipped > 0 {
            notes.append("\(count(summary.linesSkipped)) unreadable line\(summary.linesSkipped == 1 ? "" : "s") skipped")
        }
        if summary.resumedAfterLines > 0 { notes.append("carried on after line \(count(summary.resumedAfterLines))") }
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

    private static func count(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
            index -= 3
        }
        return digits
    }
}
