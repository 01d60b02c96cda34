import Presentation

/// A film, series or person that a source was asked for by id and does not have: what a
/// failure names, so that the app can ask whether Popcorn knows it some other way.
struct MissingItem: Sendable, Equatable {
    let kind: ItemKind
    let id: Int
}
