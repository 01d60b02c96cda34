import Foundation
import LibraryDomain
import LibraryTestSupport
import Synchronization

@testable import LibraryApplication

/// The Library's application factory over a mock repository and mock providers that know Fight
/// Club, Game of Thrones and Brad Pitt, its clock at `LibraryFixtures.moment` in UTC.
struct LibraryApplicationHarness {
    let repository: MockLibraryRepository
    let movies = MockMovieProvider()
    let tvSeries = MockTVSeriesProvider()
    let people = MockPersonProvider()
    let clock: Clock

    final class Clock: Sendable {
        private let moment = Mutex(LibraryFixtures.moment)
        var now: Date { moment.withLock { $0 } }
        func advance(by seconds: TimeInterval) { moment.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    init(repository: MockLibraryRepository = MockLibraryRepository()) {
        self.repository = repository
        clock = Clock()
        movies.answers.know(LibraryFixtures.fightClub)
        tvSeries.answers.know(LibraryFixtures.gameOfThrones)
        people.answers.know(LibraryFixtures.bradPitt)
    }

    var factory: LibraryApplicationFactory {
        let clock = self.clock
        return LibraryApplicationFactory(
            repository: repository, movies: movies, tvSeries: tvSeries, people: people, now: { clock.now },
            timeZone: { TimeZone(identifier: "UTC")! })
    }
}
