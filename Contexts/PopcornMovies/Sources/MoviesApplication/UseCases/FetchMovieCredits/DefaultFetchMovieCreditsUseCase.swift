import MoviesDomain

struct DefaultFetchMovieCreditsUseCase: FetchMovieCreditsUseCase {
    let repository: any MovieRepository

    func execute(movieID: Movie.ID) async throws(FetchMovieCreditsError) -> MovieCredits {
        guard MovieRequestRules.isValid(id: movieID) else { throw .invalidID(movieID) }
        let credits: MovieCredits
        do {
            credits = try await repository.credits(forMovieWithID: movieID)
        } catch {
            throw FetchMovieCreditsError(error)
        }
        return MovieCredits(movieID: credits.movieID, cast: credits.billedCast, crew: credits.crew, isKnown: credits.isKnown)
    }
}
