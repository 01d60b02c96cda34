import CoreDomain
import Presentation
import TVSeriesApplication
import TVSeriesDomain

// How the TV series context's failures read: every use case's error, case by case, in the words
// `FailureWording` keeps for all contexts, and what is particular to series (seasons, episodes).

extension FailureSubject {
    static let series = FailureSubject(noun: "series", findIDs: "Find series ids with `popcorn tv popular` or `popcorn tv top-rated`.")
}

extension FailureWording {
    static func invalidSeason(_ number: Int) -> ViewStateError {
        invalidSeason(written: String(number))
    }

    /// A season number as it was typed, however long.
    static func invalidSeason(written number: String) -> ViewStateError {
        outOfRange(
            "Season \(number) is out of range: seasons count from \(range(Numbering.seasons)) (season 0 holds the specials).",
            suggestion: "`popcorn tv <id>` lists a series' seasons.")
    }

    static func invalidEpisode(_ number: Int) -> ViewStateError {
        invalidEpisode(written: String(number))
    }

    /// An episode number as it was typed, however long.
    static func invalidEpisode(written number: String) -> ViewStateError {
        outOfRange(
            "Episode \(number) is out of range: episodes count from \(range(Numbering.episodes)).",
            suggestion: "`popcorn tv <id> season <n>` lists a season's episodes.")
    }

    /// What was not there, and what there is instead.
    func notFound(_ lookup: TVLookup) -> ViewStateError {
        switch lookup {
        case .series(let id):
            return notFound(id, of: .series)
        case .season(let seriesID, let number, let available):
            let seasons = available.isEmpty ? "it lists no season" : "its seasons are " + Self.list(available)
            return notFound(
                "Series \(seriesID) has no season \(number) in \(source): \(seasons).",
                suggestion: "See them all with `popcorn tv \(seriesID)`.")
        case .episode(let seriesID, let season, let number, let count):
            let has = count.map { "has \($0) episode\($0 == 1 ? "" : "s")" } ?? "does not have it"
            return notFound(
                "There is no episode \(number) of season \(season) of series \(seriesID): the season \(has).",
                suggestion: "See the season with `popcorn tv \(seriesID) season \(season)`.")
        case .episodesNotHeld(let seriesID, let season):
            return notFound(
                "\(sourceName) does not hold the episodes of season \(season) of series \(seriesID).",
                suggestion: "`popcorn tv \(seriesID) season \(season)` shows what it knows of the season.")
        }
    }

    /// "0, 1, 2 and 3", or "0 to 8" for a run of numbers.
    private static func list(_ numbers: [Int]) -> String {
        guard let first = numbers.first, let last = numbers.last else { return "" }
        if numbers.count > 2, numbers == Array(first...last) { return "\(first) to \(last)" }
        if numbers.count == 1 { return "\(first)" }
        return numbers.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
    }
}

extension TVSeriesLookupError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .invalidID(let id): FailureWording.invalidID(id, of: .series)
        case .notFound(let id): wording.notFound(id, of: .series)
        case .source(let failure): wording.source(failure)
        }
    }
}

extension FetchTVSeasonDetailsError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .invalidID(let id): FailureWording.invalidID(id, of: .series)
        case .invalidSeason(let number): FailureWording.invalidSeason(number)
        case .notFound(let lookup): wording.notFound(lookup)
        case .source(let failure): wording.source(failure)
        }
    }
}

extension FetchTVEpisodeDetailsError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .invalidID(let id): FailureWording.invalidID(id, of: .series)
        case .invalidSeason(let number): FailureWording.invalidSeason(number)
        case .invalidEpisode(let number): FailureWording.invalidEpisode(number)
        case .notFound(let lookup): wording.notFound(lookup)
        case .source(let failure): wording.source(failure)
        }
    }
}

extension FetchSimilarTVSeriesError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .lookup(let error): error.worded(by: wording)
        case .page(let error): wording.page(error)
        }
    }
}
