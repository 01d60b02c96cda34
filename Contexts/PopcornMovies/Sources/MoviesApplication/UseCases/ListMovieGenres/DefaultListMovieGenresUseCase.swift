import CoreDomain
import MoviesDomain

struct DefaultListMovieGenresUseCase: ListMovieGenresUseCase {
    let repository: any MovieRepository

    func execute() async throws(ListMovieGenresError) -> [MovieGenreSummary] {
        do {
            return try await repository.movieGenres().sorted { $0.genre.name < $1.genre.name }
        } catch {
            throw ListMovieGenresError(error)
        }
    }
}
