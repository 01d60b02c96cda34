/// Why `FetchMovieDetailsUseCase` could not answer: as any look-up of one movie.
public typealias FetchMovieDetailsError = MovieLookupError
