import CoreDomain
import TVSeriesDomain

struct DefaultListTVSeriesGenresUseCase: ListTVSeriesGenresUseCase {
    let repository: any TVSeriesRepository

    func execute() async throws(ListTVSeriesGenresError) -> [TVSeriesGenre] {
        do {
            return try await repository.seriesGenres().sorted { $0.genre.name < $1.genre.name }
        } catch {
            switch error {
            case .notFound: throw .source(.unavailable("the source reported its genres missing"))
            case .source(let failure): throw .source(failure)
            }
        }
    }
}
