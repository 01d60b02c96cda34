import IntelligenceDomain
import MoviesApplication
import PeopleApplication
import TVSeriesApplication

/// Each owner's look-up error in Intelligence's terms. An id the owner refuses as invalid is one it
/// cannot find: a model may ask for any number, and either way the tool says the catalogue has no
/// such thing. A source's failure crosses unchanged, being CoreDomain's.
struct LookupErrorMapper {
    func map(_ error: MovieLookupError) -> CatalogueLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    func map(_ error: TVSeriesLookupError) -> CatalogueLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    func map(_ error: FetchTVSeasonDetailsError) -> CatalogueLookupError {
        switch error {
        case .invalidID, .invalidSeason, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    func map(_ error: PersonLookupError) -> CatalogueLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }
}
