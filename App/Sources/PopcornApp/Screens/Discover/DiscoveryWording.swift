import Presentation

/// The words discovery's usage errors share across kinds: a value an option cannot read, a genre
/// no source files titles under. Each kind's broken rules are worded beside its context's errors.
enum DiscoveryWording {
    static let runtimeForm = "Write a runtime in minutes as MIN-MAX (90-120), MIN- or -MAX."

    static func usage(_ message: String, suggestion: String) -> ViewStateError {
        ViewStateError(kind: .invalidRequest, message: message, suggestion: suggestion)
    }

    /// An unknown genre, with every genre there is to choose from.
    static func unknownGenre(_ name: String, known: [String], of titles: String) -> ViewStateError {
        usage(
            "No genre of \(titles) is called \"\(name)\". The genres are: \(known.sorted().joined(separator: ", ")).",
            suggestion: "Give one of them with --genre (case does not matter); quote a name with a space: --genre \"science fiction\".")
    }

    /// A number as a person wrote it: 7, not 7.0.
    static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
