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
        template(of: place, namingLastNumber: false)?.map { word in
            switch word {
            case .value(let value), .placeholder(let value): value
            }
        }
    }

    /// The same, with the last number in its place named by its placeholder (`tv 1399 season <n>`).
    func template(of place: P) -> [CommandWord]? {
        template(of: place, namingLastNumber: true)
    }

    /// The positional words first, then the options; where a value begins with a dash, which the
    /// parser would take for an option, the options come before it and `--` ends them.
    private func template(of place: P, namingLastNumber: Bool) -> [CommandWord]? {
        var positional: [(word: CommandWord, isValue: Bool)] = []
        var options: [CommandWord] = []
        let named = namingLastNumber ? pieces.lastIndex { if case .number = $0.role { true } else { false } } : nil
        for (index, piece) in pieces.enumerated() {
            guard let words = piece.write(place) else { return nil }
            switch piece.role {
            case .number(let placeholder) where index == named:
                positional.append((.placeholder(placeholder), false))
            case .number, .text:
                positional += words.map { (.value($0), true) }
            case .literal:
                positional += words.map { (.value($0), false) }
            case .option, .fixed:
                options += words.map(CommandWord.value)
            }
        }
        let dashed = positional.firstIndex { entry in
            if entry.isValue, case .value(let value) = entry.word { value.hasPrefix("-") } else { false }
        }
        guard let dashed else { return positional.map(\.word) + options }
        return positional[..<dashed].map(\.word) + options + [.value("--")] + positional[dashed...].map(\.word)
    }
}

extension PlaceForm where P: Place {
    /// The place `words` name in this form.
    func read(_ words: [String]) -> Result<P, PlaceMismatch> {
        var valueOptions: Set<String> = []
        var flags: Set<String> = []
        for piece in pieces {
            if case .option(let name, let takesValue, _) = piece.role {
                if takesValue { valueOptions.insert(name) } else { flags.insert(name) }
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
