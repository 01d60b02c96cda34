/// Why `FetchTVSeriesDetailsUseCase` could not answer: the context's one vocabulary of failure.
public typealias FetchTVSeriesDetailsError = TVSeriesRequestError
