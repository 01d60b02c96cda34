import CoreDomain
import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDomain
import TitleListFeature

extension TitleListSource {
    /// The TV series context's lists. A similar list also fetches the series it resembles, for
    /// its name, at the same time as the list.
    static func tvSeries(_ services: AppServices) -> TitleListSource {
        let fetchPopular = services.tvSeries.makeFetchPopularTVSeriesUseCase()
        let fetchTopRated = services.tvSeries.makeFetchTopRatedTVSeriesUseCase()
        let fetchSimilar = services.tvSeries.makeFetchSimilarTVSeriesUseCase()
        let fetchSeries = services.tvSeries.makeFetchTVSeriesDetailsUseCase()
        let fetchTrending = services.tvSeries.makeFetchTrendingTVSeriesUseCase()
        let wording = services.failureWording
        let mapper = TitleListPageMapper()
        return TitleListSource { selection, page throws(ViewStateError) in
            switch selection {
            case .popular:
                return mapper.map(
                    try await wording.outcome { () async throws(FetchPopularTVSeriesError) in try await fetchPopular.execute(page: page) }
                        .get())
            case .topRated:
                return mapper.map(
                    try await wording.outcome { () async throws(FetchTopRatedTVSeriesError) in try await fetchTopRated.execute(page: page) }
                        .get())
            case .trending(let window):
                let trending = try await wording.outcome { () async throws(FetchTrendingTVSeriesError) in
                    try await fetchTrending.execute(window: TrendingWindow(window), page: page)
                }
                .get()
                return mapper.map(trending.series, genres: true)
                    .drawn(from: TrendingWording.trending(trending.basis, asked: window, listing: .titles("series")))
            case .discovery:
                // Answered by the kind's `DiscoverySource`, through `TitleListDependencies.live`.
                throw ViewStateError(kind: .unexpected, message: "A discovery is not one of the fixed lists.")
            case .similar(let id):
                async let subject = wording.outcome { () async throws(FetchTVSeriesDetailsError) in try await fetchSeries.execute(id: id) }
                async let similar = wording.outcome { () async throws(FetchSimilarTVSeriesError) in
                    try await fetchSimilar.execute(seriesID: id, page: page)
                }
                return mapper.map(try await similar.get(), subjectTitle: try await subject.get().name)
            }
        }
    }
}
