/// Why `FetchTVSeasonDetailsUseCase` could not answer: the context's one vocabulary of failure.
public typealias FetchTVSeasonDetailsError = TVSeriesRequestError
