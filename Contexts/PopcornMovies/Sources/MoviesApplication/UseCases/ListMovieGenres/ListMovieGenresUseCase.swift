public import MoviesDomain

/// Every genre films are filed under, by name, with the number of films where the source counts them.
public protocol ListMovieGenresUseCase: Sendable {
    func execute() async throws(ListMovieGenresError) -> [MovieGenreSummary]
}
