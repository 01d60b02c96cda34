import CoreDomain
import Foundation
import LibraryDomain
import Testing

@testable import PopcornApp

/// What `popcorn watched movie|tv <id>` says once the watch is recorded.
@Suite struct WatchedCommandTests {
    let day = CalendarDate(year: 2026, month: 11, day: 27)!
    let moment = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func namesTheTitleTheDayAndTheRating() throws {
        let watch = Watch(title: TitleReference(kind: .movie, id: 550), day: day, rating: try PersonalRating(8), recordedAt: moment)
        let marked = WatchedItem(watch: watch, recollection: .found(TitlePreview(name: "Fight Club", year: 1999, rating: nil)))
        #expect(WatchedCommand.sentence(marked) == "Fight Club (1999) watched 2026-11-27, rated 8/10.")
    }

    @Test func withoutARatingSaysTheDayAlone() {
        let watch = Watch(title: TitleReference(kind: .tvSeries, id: 1399), day: day, recordedAt: moment)
        let marked = WatchedItem(watch: watch, recollection: .found(TitlePreview(name: "Game of Thrones", year: 2011, rating: nil)))
        #expect(WatchedCommand.sentence(marked) == "Game of Thrones (2011) watched 2026-11-27.")
    }

    @Test func aTitleNotNamedIsSaidAsTheCommandLineNamedIt() throws {
        let watch = Watch(title: TitleReference(kind: .movie, id: 550), day: day, rating: try PersonalRating(8), recordedAt: moment)
        #expect(WatchedCommand.sentence(WatchedItem(watch: watch, recollection: .notFound)) == "movie 550 watched 2026-11-27, rated 8/10.")
    }
}
