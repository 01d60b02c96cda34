/// Why `FetchPersonCreditsUseCase` could not answer: as any look-up of one person.
public typealias FetchPersonCreditsError = PersonLookupError
