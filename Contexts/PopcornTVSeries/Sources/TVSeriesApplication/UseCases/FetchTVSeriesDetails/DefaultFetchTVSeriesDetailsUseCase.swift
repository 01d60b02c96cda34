import TVSeriesDomain

struct DefaultFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchTVSeriesDetailsError) -> TVSeries {
        guard id > 0 else { throw .invalidID(id) }
        do {
            return try await repository.tVSeries(withID: id)
        } catch {
            throw FetchTVSeriesDetailsError(error)
        }
    }
}
