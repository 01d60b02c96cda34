public import CoreDomain
public import TVSeriesDomain

/// Why `DiscoverTVSeriesUseCase` could not answer.
public enum DiscoverTVSeriesError: Error, Sendable, Equatable {
    /// The filter asks what no source can answer (years reversed, a rating outside 0–10…).
    case invalidFilter(TVSeriesDiscoveryFilterError)
    /// No series genre is so named, nor holds a film genre so named; `known` are the source's
    /// series genres, for the caller to offer.
    case unknownGenre(String, known: [String])
    case page(PageRequestError)
    case source(SourceFailure)

    init(_ error: TVSeriesRepositoryError) {
        switch PagedListError(error) {
        case .page(let page): self = .page(page)
        case .source(let failure): self = .source(failure)
        }
    }
}
