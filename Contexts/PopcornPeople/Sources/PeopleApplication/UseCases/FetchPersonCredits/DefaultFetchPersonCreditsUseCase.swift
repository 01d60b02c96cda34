import PeopleDomain

struct DefaultFetchPersonCreditsUseCase: FetchPersonCreditsUseCase {
    let repository: any PersonRepository

    func execute(personID: Person.ID, kind: TitleKind?, department: String?) async throws(FetchPersonCreditsError)
        -> PersonCreditsSelection
    {
        guard PersonRequestRules.isValid(id: personID) else { throw .lookup(.invalidID(personID)) }
        let named = try department.map { name throws(FetchPersonCreditsError) in
            guard let named = Departments.named(name) else { throw .unknownDepartment(name, personID: personID) }
            return named
        }
        let credits: PersonCredits
        do {
            credits = try await repository.credits(ofPersonWithID: personID).filtered(kind: kind, department: nil)
        } catch {
            throw .lookup(PersonLookupError(error))
        }
        return PersonCreditsSelection(
            credits: credits.filtered(kind: nil, department: named).newestFirst(), department: named, departments: credits.departments)
    }
}
