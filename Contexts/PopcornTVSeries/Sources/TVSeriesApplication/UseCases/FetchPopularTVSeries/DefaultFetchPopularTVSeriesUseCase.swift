import TVSeriesDomain

struct DefaultFetchPopularTVSeriesUseCase: FetchPopularTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchPopularTVSeriesError) -> TVSeries {
        guard id > 0 else { throw .invalidID(id) }
        do {
            return try await repository.tVSeries(withID: id)
        } catch {
            throw FetchPopularTVSeriesError(error)
        }
    }
}
