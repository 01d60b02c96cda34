import PeopleApplication
import PeopleComposition
import PeopleDomain
import Presentation
import TitleListFeature

extension TitleListSource {
    /// The People context's lists: the popular people. People are not rated, nor alike.
    static func people(_ services: AppServices) -> TitleListSource {
        let fetchPopular = services.people.makeFetchPopularPeopleUseCase()
        let wording = services.failureWording
        let mapper = TitleListPageMapper()
        return TitleListSource { selection, page throws(ViewStateError) in
            switch selection {
            case .popular:
                return mapper.map(
                    try await wording.outcome { () async throws(FetchPopularPeopleError) in try await fetchPopular.execute(page: page) }
                        .get())
            case .topRated, .similar:
                throw ViewStateError(kind: .invalidRequest, message: "People are listed by popularity only: `popcorn people popular`.")
            }
        }
    }
}
