import CoreDomain
import TVSeriesDomain

extension PagedListError {
    /// A list's failure from the repository's: a series missing while listing is the source's fault.
    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .source(.unavailable("the source reported series \(lookup.seriesID) missing while listing"))
        case .source(let failure): self = .source(failure)
        }
    }
}
