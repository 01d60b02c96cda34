import MoviesDomain

/// The limits every use case holds a request to before it asks the repository anything. Pages
/// follow CoreDomain's `Paging`, like every context's.
enum MovieRequestRules {
    static func isValid(id: Movie.ID) -> Bool {
        id > 0
    }
}
