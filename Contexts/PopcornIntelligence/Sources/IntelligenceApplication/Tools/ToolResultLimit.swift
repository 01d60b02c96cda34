import IntelligenceDomain

/// Keeps each tool's result within what a model is handed: at most `characters` characters. A
/// result too long loses the tail of its lists (the least billed, the least known) until it fits,
/// so that it stays whole JSON; only a result that no trimming fits is cut.
enum ToolResultLimit {
    static let characters = 4_000

    static func fit<Sheet: TrimmableSheet>(_ sheet: Sheet, within limit: Int = characters) -> String {
        var text = ToolResultCoding.encode(sheet)
        guard text.count > limit else { return text }
        for kept in [64, 32, 16, 8, 4, 2, 1, 0] {
            text = ToolResultCoding.encode(sheet.keeping(kept))
            if text.count <= limit { return text }
        }
        return String(text.prefix(limit))
    }
}
