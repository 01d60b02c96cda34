/// Why `FetchPersonDetailsUseCase` could not answer: as any look-up of one person.
public typealias FetchPersonDetailsError = PersonLookupError
