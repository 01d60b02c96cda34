import Presentation

/// Where the genres of one kind of title come from: one per kind, each in a file of its own
/// (`GenreListSource+Movies.swift`). `GenreListSource.all` is the one list of them.
struct GenreListSource: Sendable {
    let genres: @Sendable () async throws(ViewStateError) -> GenreList
}
