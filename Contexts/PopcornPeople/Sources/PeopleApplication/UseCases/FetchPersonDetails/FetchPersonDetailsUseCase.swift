public import PeopleDomain

/// Answers with one person, found by its id wherever the context's repository finds it.
public protocol FetchPersonDetailsUseCase: Sendable {
    func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> Person
}
