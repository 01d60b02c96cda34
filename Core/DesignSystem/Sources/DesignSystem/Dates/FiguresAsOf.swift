/// The one sentence every screen uses to say when the figures it shows were taken (popularity,
/// votes, ratings, counts of seasons and episodes): `Figures as of 2017.`, and where some of them
/// are of another date, which: `Figures as of 2019-05; seasons 4, 5 as of 2026-08.` A screen says
/// it once, at its foot; a screen whose figures are undated (a live source's, which are today's)
/// says nothing.
public enum FiguresAsOf {
    /// One date of a screen's figures, and what it covers: nil for the screen's figures at large.
    public struct Part: Sendable, Equatable {
        public let date: String
        public let covering: String?

        public init(_ date: String, covering: String? = nil) {
            self.date = date
            self.covering = covering
        }
    }

    /// The sentence, or nil when there is no date to give. The figures at large come first, then
    /// each other date in the order given.
    public static func sentence(_ parts: [Part]) -> String? {
        let ordered = parts.filter { $0.covering == nil }.prefix(1) + parts.filter { $0.covering != nil }
        guard !ordered.isEmpty else { return nil }
        let clauses = ordered.map { "\($0.covering ?? "figures") as of \($0.date)" }.joined(separator: "; ")
        // String to String: a String and a Substring were added through the generic append, whose
        // first use made the runtime look a conformance up, half a million instructions a screen.
        return clauses.prefix(1).uppercased() + String(clauses.dropFirst()) + "."
    }

    /// The sentence laid out for the foot of a screen: a blank line, then the sentence, wrapped
    /// and dim. Nothing when there is no date.
    public static func footer(_ parts: [Part], theme: Theme) -> [String] {
        guard let sentence = sentence(parts) else { return [] }
        return [""] + ParagraphWrapper.wrap(sentence, width: theme.width).map { theme.styler.paint($0, as: .muted) }
    }
}
