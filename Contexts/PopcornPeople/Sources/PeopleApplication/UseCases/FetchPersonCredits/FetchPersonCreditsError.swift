/// Why `FetchPersonCreditsUseCase` could not answer: the person, as in any look-up of one person,
/// or a department that no credit can be in.
public enum FetchPersonCreditsError: Error, Sendable, Equatable {
    case lookup(PersonLookupError)
    /// No department is called so (see `Departments`), whatever its case; asked of the person
    /// with `personID`, whose credits name their departments.
    case unknownDepartment(String, personID: Int)
}
