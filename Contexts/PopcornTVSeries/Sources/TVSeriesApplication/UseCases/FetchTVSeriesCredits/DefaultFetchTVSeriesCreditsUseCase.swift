import TVSeriesDomain

struct DefaultFetchTVSeriesCreditsUseCase: FetchTVSeriesCreditsUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchTVSeriesCreditsError) -> TVSeries {
        guard id > 0 else { throw .invalidID(id) }
        do {
            return try await repository.tVSeries(withID: id)
        } catch {
            throw FetchTVSeriesCreditsError(error)
        }
    }
}
