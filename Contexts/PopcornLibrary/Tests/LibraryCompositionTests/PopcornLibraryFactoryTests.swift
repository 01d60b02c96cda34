import Foundation
import LibraryComposition
import LibraryDomain
import LibraryTestSupport
import Testing

@Suite struct PopcornLibraryFactoryTests {
    let library = MockLibraryStore()
    let history = MockHistoryStore()

    @Test func isBuiltFromTheStoresAndProviders() {
        _ = PopcornLibraryFactory(
            library: library, history: history, movies: MockMovieProvider(), tvSeries: MockTVSeriesProvider(),
            people: MockPersonProvider(), now: { LibraryFixtures.moment }, timeZone: { TimeZone(identifier: "UTC")! })
        #expect(library.calls.isEmpty)
    }
}
