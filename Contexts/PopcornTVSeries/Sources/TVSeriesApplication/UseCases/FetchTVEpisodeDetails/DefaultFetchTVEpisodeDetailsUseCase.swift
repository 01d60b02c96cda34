import TVSeriesDomain

struct DefaultFetchTVEpisodeDetailsUseCase: FetchTVEpisodeDetailsUseCase {
    let repository: any TVSeriesRepository

    func execute(id: TVSeries.ID) async throws(FetchTVEpisodeDetailsError) -> TVSeries {
        guard id > 0 else { throw .invalidID(id) }
        do {
            return try await repository.tVSeries(withID: id)
        } catch {
            throw FetchTVEpisodeDetailsError(error)
        }
    }
}
