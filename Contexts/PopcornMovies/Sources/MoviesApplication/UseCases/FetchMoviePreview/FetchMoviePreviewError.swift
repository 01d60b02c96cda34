/// Why `FetchMoviePreviewUseCase` could not answer: as any look-up of one movie.
public typealias FetchMoviePreviewError = MovieLookupError
