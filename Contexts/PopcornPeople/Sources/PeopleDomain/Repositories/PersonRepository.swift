/// Where the People context gets each person. Callers never learn whether an answer came
/// from a cache or from the source behind it.
public protocol PersonRepository: Sendable {
    func person(withID id: Person.ID) async throws(PersonRepositoryError) -> Person
}
