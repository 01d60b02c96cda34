import Foundation
import LibraryDomain
import Testing

@Suite struct WatchlistEntryTests {
    let title = TitleReference(kind: .movie, id: 550)
    let added = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func anAddedEntryIsListedAndChangedWhenAdded() {
        let entry = WatchlistEntry(title: title, addedAt: added)
        #expect(entry.isListed)
        #expect(entry.changedAt == added)
    }

    @Test func aRemovalIsAMarkerThatKeepsWhenItWasAdded() {
        let removedAt = added.addingTimeInterval(10)
        let entry = WatchlistEntry(title: title, addedAt: added).removed(at: removedAt)
        #expect(!entry.isListed)
        #expect(entry.addedAt == added)
        #expect(entry.changedAt == removedAt)
    }

    @Test func kindsAreTheCommandLinesWords() {
        #expect(LibraryKind.allCases.map(\.rawValue) == ["movie", "tv"])
        #expect(TitleReference(kind: .tvSeries, id: 1399).description == "tv 1399")
    }
}
