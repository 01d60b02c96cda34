/// Why `FetchTVSeriesPreviewUseCase` could not answer: as any look-up of one series.
public typealias FetchTVSeriesPreviewError = TVSeriesLookupError
