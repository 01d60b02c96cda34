import MoviesApplication
import PeopleApplication
import SearchDomain
import TVSeriesApplication

/// Each context's look-up error in Search's terms. An id the context refuses as invalid is one
/// it cannot find: the history never holds one, so either way the entry is shown as not found.
struct LookupErrorMapper {
    func map(_ error: MovieLookupError) -> PreviewLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    func map(_ error: TVSeriesLookupError) -> PreviewLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    func map(_ error: PersonLookupError) -> PreviewLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }
}
