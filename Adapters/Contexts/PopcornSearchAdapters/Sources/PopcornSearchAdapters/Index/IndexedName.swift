import SearchDomain

/// A film, series or person as the index takes it in, from whichever source.
struct IndexedName: Sendable {
    let kind: SearchKind
    let id: Int
    let name: String
    let originalName: String?
    let year: Int?
    /// The popularity as its source gives it: comparable only within `scale`.
    let popularity: Double
    /// Which figures `popularity` can be compared with: one kind from one source.
    let scale: String
}
