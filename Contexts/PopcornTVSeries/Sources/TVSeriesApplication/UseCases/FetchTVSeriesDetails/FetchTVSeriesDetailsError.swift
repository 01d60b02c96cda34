/// Why `FetchTVSeriesDetailsUseCase` could not answer: as any look-up of one series.
public typealias FetchTVSeriesDetailsError = TVSeriesLookupError
