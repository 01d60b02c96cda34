// Options a form may take or leave, and options given more than once.
extension PlacePiece {
    /// An option without a value that the form may be given: true when it is, and written only then.
    static func optionalFlag(_ name: String, _ field: @autoclosure @escaping Field<Bool>) -> PlacePiece {
        PlacePiece(role: .option(name, placeholder: nil, isRequired: false), pattern: "[\(name)]") {
            place, words, _ throws(PlaceMismatch) in
            place[keyPath: field()] = words.takeOption(name) != nil
        } write: { place in
            place[keyPath: field()] ? [name] : []
        }
    }

    /// Text given as an option as many times as there are values (`--genre drama --genre crime`),
    /// in order; empty when it is not given.
    static func repeatedOption(_ name: String, _ field: @autoclosure @escaping Field<[String]>, _ placeholder: String) -> PlacePiece {
        PlacePiece(role: .option(name, placeholder: placeholder, isRequired: false), pattern: "[\(name) \(placeholder)]...") {
            place, words, _ throws(PlaceMismatch) in
            place[keyPath: field()] = words.takeOptionValues(name)
        } write: { place in
            // A value that begins with a dash would be read as an option: it is joined to its name.
            place[keyPath: field()].flatMap { $0.hasPrefix("-") ? ["\(name)=\($0)"] : [name, $0] }
        }
    }
}
