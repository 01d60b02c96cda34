import LibraryDomain
import MoviesApplication
import PeopleApplication
import TVSeriesApplication

/// Each context's look-up error in the Library context's terms. An id the owning context
/// refuses as invalid is one it cannot find.
struct LookupErrorMapper {
    func map(_ error: FetchMovieDetailsError) -> PreviewLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    func map(_ error: FetchTVSeriesDetailsError) -> PreviewLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    func map(_ error: FetchPersonDetailsError) -> PreviewLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }
}
