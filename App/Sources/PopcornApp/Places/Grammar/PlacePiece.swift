import CoreDomain
import DesignSystem
import Presentation

/// One piece of a place's form: a word, a number or words in their place, an option, or a value
/// the form stands for. Each piece both reads its part of the words into a place and writes it
/// back, so that a form is written once for both.
///
/// `P` is a `Place`, but the type does not say so: a generic type whose parameter must conform
/// to a protocol has the runtime look the conformance up, scanning every conformance in the
/// binary, the first time it is made; a place's pieces are made at every start (docs/performance.md).
struct PlacePiece<P>: Sendable {
    enum Role: Sendable {
        /// A word in its place; an alias (`show` in `tv show 1399`) is read but never written.
        case literal(String, isAlias: Bool)
        /// A whole number in its place, named by its placeholder in a template.
        case number(placeholder: String)
        /// The rest of the words, as one text.
        case text(placeholder: String)
        /// An option by name, with a value (named by its placeholder in a template) or not (nil).
        case option(String, placeholder: String?, isRequired: Bool)
        /// Neither read nor written: a value the whole form stands for.
        case fixed
    }

    /// A stored property of the place, which a piece reads into and writes from. Its key path is
    /// made when the piece is first read or written, not with the form: the runtime builds each
    /// key path (and the metadata of its type) on first use, which for every form of every screen
    /// was more than a million and a half instructions at each start (docs/performance.md).
    typealias Field<Value> = @Sendable () -> any WritableKeyPath<P, Value> & Sendable

    let role: Role
    /// How it shows in the form's pattern: `movie`, `<id>`, `[--page <n>]`; empty for none.
    let pattern: String
    let read: @Sendable (inout P, inout PlaceWords, _ pattern: String) throws(PlaceMismatch) -> Void
    /// The words it writes for a place; nil when the form cannot write that place.
    let write: @Sendable (P) -> [String]?

    var isPositional: Bool {
        switch role {
        case .literal, .number, .text: true
        case .option, .fixed: false
        }
    }

    // MARK: Positional words

    /// The word `literal` in its place.
    static func word(_ literal: String) -> PlacePiece {
        PlacePiece(role: .literal(literal, isAlias: false), pattern: literal) { _, words, pattern throws(PlaceMismatch) in
            let depth = words.depth
            guard let word = words.take() else {
                throw PlaceMismatch(depth: depth, message: "Missing \"\(literal)\": `\(pattern)`.")
            }
            guard word == literal else {
                let rest = ([word] + words.takeRest()).joined(separator: " ")
                throw PlaceMismatch(
                    depth: depth, message: "\"\(VisibleText.escapingControls(rest))\" does not fit `\(pattern)`.", unfit: rest)
            }
        } write: { _ in
            [literal]
        }
    }

    /// The word `literal` where it may stand, read when it does and never written.
    static func alias(_ literal: String) -> PlacePiece {
        PlacePiece(role: .literal(literal, isAlias: true), pattern: "") { _, words, _ throws(PlaceMismatch) in
            if words.peek() == literal { _ = words.take() }
        } write: { _ in
            []
        }
    }

    /// A whole number in its place, within `range` (an id's, unless it says otherwise: see
    /// CoreDomain's `Numbering`); `noun` says what it is in a message ("a season number").
    static func number(
        _ field: @autoclosure @escaping Field<Int>, _ placeholder: String, naming noun: String, in range: ClosedRange<Int> = Numbering.ids
    ) -> PlacePiece {
        PlacePiece(role: .number(placeholder: placeholder), pattern: placeholder) { place, words, pattern throws(PlaceMismatch) in
            let depth = words.depth
            guard let word = words.take() else {
                throw PlaceMismatch(depth: depth, message: "Missing \(noun): `\(pattern)`.")
            }
            let digits = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
            guard let value = Int(word), range.contains(value) else {
                let isNumber = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
                throw PlaceMismatch(
                    depth: depth,
                    message: isNumber
                        ? "\(word) is out of range for \(noun), a whole number from \(FailureWording.range(range))."
                        : "\"\(VisibleText.escapingControls(word))\" is not a number: \(noun) is a whole number.")
            }
            place[keyPath: field()] = value
        } write: { place in
            [String(place[keyPath: field()])]
        }
    }

    /// Every word left, joined by spaces into one text that says something.
    static func text(_ field: @autoclosure @escaping Field<String>, _ placeholder: String) -> PlacePiece {
        PlacePiece(role: .text(placeholder: placeholder), pattern: placeholder) { place, words, pattern throws(PlaceMismatch) in
            let depth = words.depth
            let text = words.takeRest().joined(separator: " ")
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw PlaceMismatch(depth: depth, message: "Missing \(placeholder): `\(pattern)`.")
            }
            place[keyPath: field()] = text
        } write: { place in
            [place[keyPath: field()]]
        }
    }

    // MARK: Options

    /// An option with no value that the form requires: `--cast`.
    static func flag(_ name: String) -> PlacePiece {
        PlacePiece(role: .option(name, placeholder: nil, isRequired: true), pattern: name) { _, words, pattern throws(PlaceMismatch) in
            guard words.takeOption(name) != nil else {
                throw PlaceMismatch(depth: words.depth + 1, message: "Missing \(name): `\(pattern)`.")
            }
        } write: { _ in
            [name]
        }
    }

    /// A whole number given as an option, `default` when it is not; written only when it differs.
    static func option(_ name: String, _ field: @autoclosure @escaping Field<Int>, default value: Int, _ placeholder: String) -> PlacePiece
    {
        valueOption(name, placeholder, field(), noun: "a whole number", absent: value) {
            Int($0)
        } word: {
            $0 == value ? nil : String($0)
        }
    }

    /// Text given as an option; nil when it is not.
    static func option(_ name: String, _ field: @autoclosure @escaping Field<String?>, _ placeholder: String) -> PlacePiece {
        valueOption(name, placeholder, field(), noun: "", absent: nil) {
            $0
        } word: {
            $0
        }
    }

    /// A kind given as an option, one of `kinds`; nil when it is not.
    static func option(_ name: String, _ field: @autoclosure @escaping Field<ItemKind?>, among kinds: [ItemKind]) -> PlacePiece {
        var names = ""
        var noun = ""
        for (index, kind) in kinds.enumerated() {
            names += (index > 0 ? "|" : "") + kind.rawValue
            noun += (index == 0 ? "" : index == kinds.count - 1 ? " or " : ", ") + kind.rawValue
        }
        return valueOption(name, "<\(names)>", field(), noun: noun, absent: nil) { word in
            ItemKind(rawValue: word).flatMap { kinds.contains($0) ? $0 : nil }
        } word: {
            $0?.rawValue
        }
    }

    /// An option with a value: read from its word by `value`, written by `word` (nil writes nothing).
    /// One of a set of words given as an option (`--window day|week`), read as the value it names;
    /// nil when it is not given. `noun` says what it takes in a message ("day or week").
    static func option<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ field: @autoclosure @escaping Field<Value?>, naming noun: String
    ) -> PlacePiece where Value.RawValue == String {
        let placeholder = "<\(Value.allCases.map(\.rawValue).joined(separator: "|"))>"
        return valueOption(name, placeholder, field(), noun: noun, absent: nil) { word -> Value?? in
            // A word that names none is no value at all (nil), not a value of nil.
            guard let value = Value(rawValue: word) else { return nil }
            return value
        } word: {
            $0?.rawValue
        }
    }

    private static func valueOption<Value: Sendable>(
        _ name: String, _ placeholder: String, _ field: @autoclosure @escaping Field<Value>, noun: String, absent: Value,
        value: @escaping @Sendable (String) -> Value?, word: @escaping @Sendable (Value) -> String?
    ) -> PlacePiece {
        PlacePiece(role: .option(name, placeholder: placeholder, isRequired: false), pattern: "[\(name) \(placeholder)]") {
            place, words, pattern throws(PlaceMismatch) in
            guard let given = words.takeOption(name) else {
                place[keyPath: field()] = absent
                return
            }
            guard let read = value(given) else {
                throw PlaceMismatch(
                    depth: words.depth + 1, message: "\"\(VisibleText.escapingControls(given))\" is not \(noun), as \(name) needs.")
            }
            place[keyPath: field()] = read
        } write: { place in
            // A value that begins with a dash would be read as an option: it is joined to its name.
            word(place[keyPath: field()]).map { $0.hasPrefix("-") ? ["\(name)=\($0)"] : [name, $0] } ?? []
        }
    }

    // MARK: Values the form stands for

    /// The form stands for places whose `field` is `value`: reading sets it, and the form writes
    /// no place whose field holds anything else.
    static func fixed<Value: Equatable & Sendable>(_ field: @autoclosure @escaping Field<Value>, _ value: Value) -> PlacePiece {
        PlacePiece(role: .fixed, pattern: "") { place, _, _ throws(PlaceMismatch) in
            place[keyPath: field()] = value
        } write: { place in
            place[keyPath: field()] == value ? [] : nil
        }
    }
}
