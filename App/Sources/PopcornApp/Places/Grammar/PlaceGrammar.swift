import DesignSystem

/// Reads command words into the place they name, trying the forms of every screen the app
/// shows. With `Place.words` it is the one piece that turns places into words and back: the
/// screen commands, `popcorn browse`, the "Next:" suggestions and the browser's list of places
/// visited all go through it.
struct PlaceGrammar: Sendable {
    /// The screens whose forms it reads, in the order it tries them.
    private let screens: [ScreenRegistration]

    init(screens: [ScreenRegistration]) {
        self.screens = screens
    }

    /// Each form's pattern: `popcorn movie <id>`.
    var patterns: [String] { screens.flatMap { $0.forms().map(\.pattern) } }

    /// The place `words` name (the command's words, without the program's name and without the
    /// options every command takes).
    /// - Throws: what the form that came closest found wrong; when words stopped fitting several
    ///   forms at once, every form they could have fitted.
    func place(from words: [String]) throws(PlaceMismatch) -> ScreenPlace {
        var closest: [(mismatch: PlaceMismatch, pattern: String)] = []
        // Screen by screen, each screen's forms made only when it is reached: the first that reads wins.
        for screen in screens {
            for form in screen.forms() {
                switch form.read(words) {
                case .success(let place): return place
                case .failure(let mismatch):
                    if mismatch.depth > closest.first?.mismatch.depth ?? -1 { closest = [] }
                    if mismatch.depth == closest.first?.mismatch.depth ?? mismatch.depth { closest.append((mismatch, form.pattern)) }
                }
            }
        }
        guard let first = closest.first?.mismatch, first.depth > 0 else {
            let said = VisibleText.escapingControls(words.joined(separator: " "))
            let commands = Set(patterns.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }).sorted()
            throw PlaceMismatch(
                depth: 0, message: "\"\(said)\" names nothing popcorn shows: begin with \(commands.joined(separator: ", ")).")
        }
        let unfit = closest.filter { $0.mismatch.unfit != nil }
        guard unfit.count > 1, let words = unfit[0].mismatch.unfit else { throw first }
        let forms = unfit.map { "`\($0.pattern)`" }
        let choices = forms.dropLast().joined(separator: ", ") + " or " + forms[forms.count - 1]
        // A word where one of the forms has a word of its own may be that word mistyped.
        let expected = unfit.compactMap { form -> String? in
            let pieces = form.pattern.split(separator: " ").dropFirst()
            let index = pieces.startIndex + first.depth / 2
            guard pieces.indices.contains(index), let letter = pieces[index].first, letter.isLetter else { return nil }
            return String(pieces[index])
        }
        let typed = String(words.prefix { $0 != " " })
        let meant = Spelling.closest(to: typed, among: expected).map { " Did you mean '\($0)'?" } ?? ""
        throw PlaceMismatch(depth: first.depth, message: "\"\(VisibleText.escapingControls(words))\" does not fit \(choices).\(meant)")
    }
}
