import TVSeriesDomain

struct DefaultFetchTVSeasonDetailsUseCase: FetchTVSeasonDetailsUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchTVSeasonDetailsError) -> TVSeries {
        guard id > 0 else { throw .invalidID(id) }
        do {
            return try await repository.tVSeries(withID: id)
        } catch {
            throw FetchTVSeasonDetailsError(error)
        }
    }
}
