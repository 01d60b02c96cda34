import Presentation
import TVSeriesApplication
import TVSeriesDomain

// Which series a TV series failure says the source does not have. A season or an episode the
// series lacks is not such a failure: the series is there.

extension TVSeriesLookupError {
    var missingItem: MissingItem? {
        if case .notFound(let id) = self { MissingItem(kind: .tv, id: id) } else { nil }
    }
}

extension FetchTVSeasonDetailsError {
    var missingItem: MissingItem? {
        if case .notFound(.series(let id)) = self { MissingItem(kind: .tv, id: id) } else { nil }
    }
}

extension FetchTVEpisodeDetailsError {
    var missingItem: MissingItem? {
        if case .notFound(.series(let id)) = self { MissingItem(kind: .tv, id: id) } else { nil }
    }
}

extension FetchSimilarTVSeriesError {
    var missingItem: MissingItem? {
        if case .lookup(let error) = self { error.missingItem } else { nil }
    }
}
