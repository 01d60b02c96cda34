import PeopleDomain

struct DefaultFetchPersonCreditsUseCase: FetchPersonCreditsUseCase {
    let repository: any PersonRepository

    func execute(personID: Person.ID, kind: TitleKind?, department: String?) async throws(FetchPersonCreditsError) -> PersonCredits {
        guard PersonRequestRules.isValid(id: personID) else { throw .invalidID(personID) }
        do {
            return try await repository.credits(ofPersonWithID: personID).filtered(kind: kind, department: department).newestFirst()
        } catch {
            throw PersonLookupError(error)
        }
    }
}
