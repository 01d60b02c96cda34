import Presentation

extension FailureWording {
    /// A film, series or person the source has no details of, though the search index knows it by
    /// name from TMDb's exports (`popcorn catalogue import`, `POPCORN_SEARCH_EXPORTS`): said as
    /// what it is, and where its details are, rather than as an id nobody has. Exit 1, as for
    /// any id the source does not have.
    func knownOnlyByName(_ item: MissingItem, name: String) -> ViewStateError {
        ViewStateError(
            kind: .notFound,
            message: "Popcorn knows \(item.kind.noun) \(item.id) only by name, “\(name)”, from TMDb's exports: "
                + "\(source) holds no details.",
            suggestion: "See it on TMDb with `popcorn \(item.kind.rawValue) \(item.id) --source tmdb`, once a TMDb token "
                + "or key is set (TMDB_API_READ_ACCESS_TOKEN or TMDB_API_KEY; see `popcorn config --help`).")
    }
}
