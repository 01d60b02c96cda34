/// One way of writing a place as command words, as a list of pieces: `movie <id> --cast`. It
/// reads words into a place and writes a place back, and the tests hold the two to each other
/// for every place. `P` is a `Place`, which only reading needs to know (see `PlacePiece`).
struct PlaceForm<P>: Sendable {
    let pieces: [PlacePiece<P>]

    init(_ pieces: PlacePiece<P>...) {
        self.pieces = pieces
    }

    /// The form as a person reads it: `popcorn movie <id> --similar [--page <n>]`.
    var pattern: String {
        ([CommandWords.program] + pieces.map(\.pattern).filter { !$0.isEmpty }).joined(separator: " ")
    }

    /// Its positional words, each value named by its placeholder: `search <words>`.
    var positionalPattern: [CommandWord] {
        pieces.compactMap { piece in
            switch piece.role {
            case .literal(let word, false): .value(word)
            case .number(let placeholder), .text(let placeholder): .placeholder(placeholder)
            case .literal, .option, .fixed: nil
            }
        }
    }

    /// The words that show `place` in this form, or nil when the form does not fit it.
    func write(_ place: P) -> [String]? {
        shape(of: place)?.map(\.word)
    }

    /// The same words with every value named by its placeholder (`tv <id> season <n> episode
    /// <n>`, `discover movie --genre <name>`): what links of one kind share, whatever their values.
    /// Word for word beside what `write` gives.
    func template(of place: P) -> [CommandWord]? {
        shape(of: place)?.map { $0.placeholder.map(CommandWord.placeholder) ?? .value($0.word) }
    }

    /// Each word written, with the placeholder of the value it is (nil for a command's own words).
    /// The positional words come first, then the options; where a value begins with a dash, which
    /// the parser would take for an option, the options come before it and `--` ends them.
    private func shape(of place: P) -> [(word: String, placeholder: String?)]? {
        var positional: [(word: String, placeholder: String?)] = []
        var options: [(word: String, placeholder: String?)] = []
        for piece in pieces {
            guard let words = piece.write(place) else { return nil }
            switch piece.role {
            case .number(let placeholder), .text(let placeholder):
                positional += words.map { ($0, placeholder) }
            case .literal:
                positional += words.map { ($0, nil) }
            case .option(let name, let placeholder?, _):
                // Written as the name then its value, or joined as `--name=value` (a value with a dash).
                options += words.map { word in
                    if word == name { return (word, nil) }
                    return (word, word.hasPrefix(name + "=") ? name + "=" + placeholder : placeholder)
                }
            case .option, .fixed:
                options += words.map { ($0, nil) }
            }
        }
        let dashed = positional.firstIndex { $0.placeholder != nil && $0.word.hasPrefix("-") }
        guard let dashed else { return positional + options }
        return Array(positional[..<dashed]) + options + [("--", nil)] + positional[dashed...]
    }
}

extension PlaceForm where P: Place {
    /// The place `words` name in this form.
    func read(_ words: [String]) -> Result<P, PlaceMismatch> {
        var valueOptions: Set<String> = []
        var flags: Set<String> = []
        for piece in pieces {
            if case .option(let name, let placeholder, _) = piece.role {
                if placeholder != nil { valueOptions.insert(name) } else { flags.insert(name) }
            }
        }
        var reader = PlaceWords(words, valueOptions: valueOptions, flags: flags)
        var place = P()
        let pattern = pattern
        do throws(PlaceMismatch) {
            for piece in pieces where piece.isPositional { try piece.read(&place, &reader, pattern) }
            try reader.finishPositionals(pattern: pattern)
            for piece in pieces where !piece.isPositional { try piece.read(&place, &reader, pattern) }
            try reader.finishOptions(pattern: pattern)
            return .success(place)
        } catch {
            return .failure(error)
        }
    }
}
