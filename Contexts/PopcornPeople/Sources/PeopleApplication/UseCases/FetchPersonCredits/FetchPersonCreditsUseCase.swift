public import PeopleDomain

/// Answers with what a person is credited with, films and series, cast and crew apart, newest
/// first, kept to one kind of title or one department when asked, and the departments their
/// credits of that kind are in.
public protocol FetchPersonCreditsUseCase: Sendable {
    /// - Parameters:
    ///   - kind: only films, or only series; every credit when nil.
    ///   - department: only the credits in this department ("Directing"; "Acting" for the parts),
    ///     whatever its case; every credit when nil. A name that is no department is refused
    ///     before anything is asked.
    func execute(personID: Person.ID, kind: TitleKind?, department: String?) async throws(FetchPersonCreditsError)
        -> PersonCreditsSelection
}
