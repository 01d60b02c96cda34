import PeopleDomain

struct DefaultFetchPersonDetailsUseCase: FetchPersonDetailsUseCase {
    let repository: any PersonRepository

    func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> Person {
        guard PersonRequestRules.isValid(id: id) else { throw .invalidID(id) }
        do {
            return try await repository.person(withID: id)
        } catch {
            throw PersonLookupError(error)
        }
    }
}
