/// Why `FetchTopRatedTVSeriesUseCase` could not answer: the context's one vocabulary of failure.
public typealias FetchTopRatedTVSeriesError = TVSeriesRequestError
