/// Why `FetchTVSeriesCreditsUseCase` could not answer: the context's one vocabulary of failure.
public typealias FetchTVSeriesCreditsError = TVSeriesRequestError
