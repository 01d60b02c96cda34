/// Why `FetchSimilarTVSeriesUseCase` could not answer: the context's one vocabulary of failure.
public typealias FetchSimilarTVSeriesError = TVSeriesRequestError
