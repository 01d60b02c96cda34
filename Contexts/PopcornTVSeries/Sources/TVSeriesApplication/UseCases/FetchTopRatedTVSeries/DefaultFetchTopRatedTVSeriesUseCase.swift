import TVSeriesDomain

struct DefaultFetchTopRatedTVSeriesUseCase: FetchTopRatedTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchTopRatedTVSeriesError) -> TVSeries {
        guard id > 0 else { throw .invalidID(id) }
        do {
            return try await repository.tVSeries(withID: id)
        } catch {
            throw FetchTopRatedTVSeriesError(error)
        }
    }
}
