/// Why `FetchMovieCreditsUseCase` could not answer: as any look-up of one movie.
public typealias FetchMovieCreditsError = MovieLookupError
