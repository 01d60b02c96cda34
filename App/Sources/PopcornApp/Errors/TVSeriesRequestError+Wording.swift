import Presentation
import TVSeriesApplication
import TVSeriesDomain

extension TVSeriesRequestError {
    /// The failure in words, naming what was asked, the source that was asked, and what there is instead.
    func viewStateError(source: String) -> ViewStateError {
        let findIDs = "Find series ids with `popcorn tv popular` or `popcorn tv top-rated`."
        let sourceName = source.prefix(1).uppercased() + source.dropFirst()
        switch self {
        case .invalidID(let id):
            return ViewStateError(
                kind: .invalidRequest, message: "\(id) is out of range for a series id: ids are whole numbers from 1 up.",
                suggestion: findIDs)
        case .invalidSeason(let number):
            return ViewStateError(kind: .invalidRequest, message: "Season \(number) is out of range: seasons count from 0 (specials) up.")
        case .invalidEpisode(let number):
            return ViewStateError(kind: .invalidRequest, message: "Episode \(number) is out of range: episodes count from 1 up.")
        case .invalidPage(let page):
            return ViewStateError(kind: .invalidRequest, message: "Page \(page) is out of range: pages run from 1 to 500.")
        case .pageOutOfRange(let page, let lastPage):
            return ViewStateError(
                kind: .invalidRequest, message: "There is no page \(page): the list has \(lastPage == 1 ? "1 page" : "\(lastPage) pages").",
                suggestion: "Ask for a page from 1 to \(lastPage).")
        case .notFound(.series(let id)):
            return ViewStateError(kind: .notFound, message: "No series has id \(id) in \(source).", suggestion: findIDs)
        case .notFound(.season(let seriesID, let number, let available)):
            let seasons = available.isEmpty ? "it lists no season" : "its seasons are " + Self.list(available)
            return ViewStateError(
                kind: .notFound, message: "Series \(seriesID) has no season \(number) in \(source): \(seasons).",
                suggestion: "See them all with `popcorn tv \(seriesID)`.")
        case .notFound(.episode(let seriesID, let season, let number, let count)):
            let has = count.map { "has \($0) episode\($0 == 1 ? "" : "s")" } ?? "does not have it"
            return ViewStateError(
                kind: .notFound, message: "There is no episode \(number) of season \(season) of series \(seriesID): the season \(has).",
                suggestion: "See the season with `popcorn tv \(seriesID) season \(season)`.")
        case .notFound(.episodesNotHeld(let seriesID, let season)):
            return ViewStateError(
                kind: .notFound, message: "\(sourceName) does not hold the episodes of season \(season) of series \(seriesID).",
                suggestion: "`popcorn tv \(seriesID) season \(season)` shows what it knows of the season.")
        case .unauthorized(let reason):
            return ViewStateError(
                kind: .unauthorized, message: "\(sourceName) refused the credentials: \(reason)",
                suggestion: "Check the token Popcorn reads from the environment or its 0600 file.")
        case .unavailable(let reason):
            return ViewStateError(kind: .unavailable, message: "\(sourceName) could not answer: \(reason)")
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
