import MoviesDomain

/// The limits every use case holds a request to before it asks the repository anything.
enum MovieRequestRules {
    /// The highest page any source serves; TMDb stops at 500 and the embedded catalogue far sooner.
    static let pages = 1...500

    static func isValid(movieID id: Movie.ID) -> Bool {
        id > 0
    }

    static func isValid(page: Int) -> Bool {
        pages.contains(page)
    }
}
