import TVSeriesDomain

struct DefaultFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchTVSeriesDetailsError) -> TVSeries {
        guard TVSeriesRequestRules.isValid(id: id) else { throw .invalidID(id) }
        do {
            return try await repository.series(withID: id)
        } catch {
            throw FetchTVSeriesDetailsError(error)
        }
    }
}
