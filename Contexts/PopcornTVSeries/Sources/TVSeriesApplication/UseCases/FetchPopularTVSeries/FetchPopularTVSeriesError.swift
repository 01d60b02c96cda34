/// Why `FetchPopularTVSeriesUseCase` could not answer: the context's one vocabulary of failure.
public typealias FetchPopularTVSeriesError = TVSeriesRequestError
