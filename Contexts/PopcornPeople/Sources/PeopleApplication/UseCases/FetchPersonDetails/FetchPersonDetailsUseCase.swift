public import PeopleDomain

/// Answers with who a person is: their name, gender, dates and country of birth.
public protocol FetchPersonDetailsUseCase: Sendable {
    func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> Person
}
