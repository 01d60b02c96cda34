/// Why `FetchTVSeriesCreditsUseCase` could not answer: as any look-up of one series.
public typealias FetchTVSeriesCreditsError = TVSeriesLookupError
