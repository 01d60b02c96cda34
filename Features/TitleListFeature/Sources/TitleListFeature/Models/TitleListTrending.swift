public import Presentation

/// What a trending page was drawn from, said under its heading: a source's trending figures over a
/// window, or (a snapshot has none) what stands for them, in a sentence.
public struct TitleListTrending: Sendable, Equatable, JSONRecord {
    /// `day` or `week`: the window the source counted; nil where it has no trending figures.
    public let window: String?
    /// The sentence: "TMDb's trending figures over the last week.", or what the catalogue lists
    /// instead and from which years.
    public let basis: String

    public init(window: TitleListWindow?, basis: String) {
        self.window = window?.rawValue
        self.basis = basis
    }
}
