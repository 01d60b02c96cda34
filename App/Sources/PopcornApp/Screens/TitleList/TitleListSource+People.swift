import CoreDomain
import PeopleApplication
import PeopleComposition
import PeopleDomain
import Presentation
import TitleListFeature

extension TitleListSource {
    /// The People context's lists: the popular and the trending people. People are not rated, nor alike.
    static func people(_ services: AppServices) -> TitleListSource {
        let fetchPopular = services.people.makeFetchPopularPeopleUseCase()
        let fetchTrending = services.people.makeFetchTrendingPeopleUseCase()
        let wording = services.failureWording
        let mapper = TitleListPageMapper()
        return TitleListSource { selection, page throws(ViewStateError) in
            switch selection {
            case .popular:
                return mapper.map(
                    try await wording.outcome { () async throws(FetchPopularPeopleError) in try await fetchPopular.execute(page: page) }
                        .get())
            case .trending(let window):
                let trending = try await wording.outcome { () async throws(FetchTrendingPeopleError) in
                    try await fetchTrending.execute(window: TrendingWindow(window), page: page)
                }
                .get()
                return mapper.map(trending.people)
                    .drawn(from: TrendingWording.trending(trending.basis, asked: window, listing: .peopleCreditedOn("films")))
            case .topRated, .similar, .discovery:
                throw ViewStateError(kind: .invalidRequest, message: "People are listed by popularity only: `popcorn people popular`.")
            }
        }
    }
}
