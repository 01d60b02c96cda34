import Observability
import Synchronization
import Testing

@testable import PopcornApp

@Suite struct AppObserverTests {
    final class Warnings: Sendable {
        let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
    }

    @Test func aStaleAnswerIsAWarningSayingHowOldItIs() {
        let warnings = Warnings()
        let observer = AppObserver(verbose: nil, warn: { message in warnings.lines.withLock { $0.append(message) } })
        observer.event("movies.cache.stale", attributes: ["key": "movies.details.550", "age": "10800"])
        observer.event("movies.cache.hit", attributes: ["key": "movies.details.550"])
        #expect(warnings.all == ["TMDb could not be reached: this was kept from 3 hours ago, and may have changed since."])
    }

    @Test func aScreenOfSeveralStaleAnswersWarnsOnce() {
        let warnings = Warnings()
        let observer = AppObserver(verbose: nil, warn: { message in warnings.lines.withLock { $0.append(message) } })
        observer.event("movies.cache.stale", attributes: ["key": "movies.details.550", "age": "7200"])
        observer.event("movies.cache.stale", attributes: ["key": "movies.similar.550", "age": "7200"])
        observer.event("people.cache.stale", attributes: ["key": "people.details.287", "age": "86400"])
        #expect(warnings.all.count == 2)
        #expect(warnings.all.last?.contains("24 hours ago") == true)
    }

    @Test func aSearchAnsweredLocallyIsAWarning() {
        let warnings = Warnings()
        let observer = AppObserver(verbose: nil, warn: { message in warnings.lines.withLock { $0.append(message) } })
        observer.event("search.source.fallback", attributes: ["reason": "refused"])
        #expect(warnings.all.count == 1)
        #expect(warnings.all[0].contains("local index"))
    }

    @Test func agesAreSaidInTheLargestWholeUnit() {
        #expect(AppObserver.describe(seconds: 1) == "1 second")
        #expect(AppObserver.describe(seconds: 300) == "5 minutes")
        #expect(AppObserver.describe(seconds: 7_200) == "2 hours")
        #expect(AppObserver.describe(seconds: 3 * 86_400) == "3 days")
    }
}
