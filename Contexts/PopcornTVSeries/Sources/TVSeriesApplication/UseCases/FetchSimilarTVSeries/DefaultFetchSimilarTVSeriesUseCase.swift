import TVSeriesDomain

struct DefaultFetchSimilarTVSeriesUseCase: FetchSimilarTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchSimilarTVSeriesError) -> TVSeries {
        guard id > 0 else { throw .invalidID(id) }
        do {
            return try await repository.tVSeries(withID: id)
        } catch {
            throw FetchSimilarTVSeriesError(error)
        }
    }
}
