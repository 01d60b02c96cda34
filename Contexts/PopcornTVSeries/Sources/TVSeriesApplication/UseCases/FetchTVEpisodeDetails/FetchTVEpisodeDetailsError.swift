/// Why `FetchTVEpisodeDetailsUseCase` could not answer: the context's one vocabulary of failure.
public typealias FetchTVEpisodeDetailsError = TVSeriesRequestError
