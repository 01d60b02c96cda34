import CoreDomain
import Foundation
import LibraryDomain
import PopcornLibraryAdapters
import Testing

/// Each format `popcorn library import` reads, and the first bad line of each named.
@Suite struct LibraryFileReaderTests {
    let fightClub = TitleReference(kind: .movie, id: 550)
    let matrix = TitleReference(kind: .movie, id: 603)
    let thrones = TitleReference(kind: .tvSeries, id: 1399)

    func day(_ text: String) -> CalendarDate { CalendarDate(isoString: text)! }

    @Test func popcornsOwnLinesRoundTripEveryField() throws {
        let added = Date(timeIntervalSince1970: 1_700_000_000.25)
        let contents = LibraryContents(
            watchlist: [
                WatchlistEntry(title: fightClub, addedAt: added), WatchlistEntry(title: thrones, addedAt: added, removedAt: added + 60),
            ],
            watches: [
                Watch(title: matrix, day: day("2024-05-12"), rating: try PersonalRating(9), note: "Still, \"holds\" up", recordedAt: added)
            ])
        let text = LibraryFileWriter.jsonLines(contents)
        #expect(text.split(separator: "\n").count == 3)
        let records = try LibraryFileReader.read(text, fileName: "library.jsonl", as: nil)
        #expect(records.map(\.line) == [1, 2, 3])
        #expect(records[0].fact == .watchlist(addedAt: added, removedAt: nil))
        #expect(records[1].title == .reference(thrones))
        #expect(records[1].fact == .watchlist(addedAt: added, removedAt: added + 60))
        #expect(
            records[2].fact == .watch(day: day("2024-05-12"), rating: try PersonalRating(9), note: "Still, \"holds\" up", recordedAt: added)
        )
    }

    @Test func aBadLineOfJSONLinesIsNamed() {
        let text = """
            {"type":"watchlist","kind":"movie","id":550,"addedAt":"2024-01-01T00:00:00Z","removedAt":null}

            {"type":"watch","kind":"movie","id":603,"day":"2024-05-12","rating":11,"note":null,"recordedAt":"2024-05-12T00:00:00Z"}
            """
        #expect(throws: LibraryFileError(line: 3, reason: "\"rating\" must be a whole number from 1 to 10, or null")) {
            try LibraryFileReader.read(text, fileName: "x.jsonl", as: nil)
        }
        #expect(throws: LibraryFileError(line: 1, reason: "not a JSON object")) {
            try LibraryFileReader.read("{nope\n", fileName: "x.jsonl", as: nil)
        }
    }

    @Test func letterboxdsWatchlistLandsOnTheWatchlistNeverAsWatched() throws {
        let text = "Date,Name,Year,Letterboxd URI\n2024-01-05,The Shawshank Redemption,1994,https://boxd.it/2aHi\n"
        let records = try LibraryFileReader.read(text, fileName: "export/watchlist.csv", as: nil)
        #expect(records.count == 1)
        #expect(records[0].line == 2)
        #expect(records[0].title == .named(name: "The Shawshank Redemption", year: 1994))
        guard case .watchlist = records[0].fact else {
            Issue.record("a watchlist.csv row is a watchlist entry")
            return
        }
    }

    @Test func letterboxdsRatingsAndDiaryAreWatchesWithTenPointRatings() throws {
        let ratings = "Date,Name,Year,Letterboxd URI,Rating\n2024-02-01,The Matrix,1999,x,4.5\n"
        let rated = try LibraryFileReader.read(ratings, fileName: "ratings.csv", as: nil)
        #expect(
            rated[0].fact
                == .watch(
                    day: day("2024-02-01"), rating: try PersonalRating(9), note: nil, recordedAt: Date(timeIntervalSince1970: 1_706_745_600)
                ))
        let diary =
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-02-03,\"Crouching Tiger, Hidden Dragon\",2000,x,0.5,Yes,,2024-02-02\n"
        let watches = try LibraryFileReader.read(diary, fileName: "diary.csv", as: nil)
        #expect(watches[0].title == .named(name: "Crouching Tiger, Hidden Dragon", year: 2000))
        guard case .watch(let watchedOn, let rating, _, _) = watches[0].fact else {
            Issue.record("a diary row is a watch")
            return
        }
        #expect(watchedOn == day("2024-02-02"))
        #expect(rating?.value == 1)
        #expect(throws: LibraryFileError(line: 2, reason: "\"3.7\" is not a rating: Letterboxd's are 0.5 to 5 stars")) {
            try LibraryFileReader.read(
                "Date,Name,Year,Letterboxd URI,Rating\n2024-02-01,The Matrix,1999,x,3.7\n", fileName: "ratings.csv", as: nil)
        }
    }

    @Test func anExportFileOfAnotherNameNeedsAs() throws {
        let text = "Date,Name,Year,Letterboxd URI\n2024-01-05,Alien,1979,x\n"
        #expect(throws: LibraryFileError.self) { try LibraryFileReader.read(text, fileName: "films.csv", as: nil) }
        guard case .watch = try LibraryFileReader.read(text, fileName: "films.csv", as: .watched)[0].fact else {
            Issue.record("--as watched makes a watch")
            return
        }
    }

    @Test func aBrokenThirdLineIsNamed() {
        let wrongCount = "Date,Name,Year,Letterboxd URI\n2024-01-05,Alien,1979,x\n2024-01-06,Heat,1995\n2024-01-07,Ran,1985,x\n"
        #expect(throws: LibraryFileError(line: 3, reason: "3 fields where the header names 4")) {
            try LibraryFileReader.read(wrongCount, fileName: "watchlist.csv", as: nil)
        }
        let unclosed = "Date,Name,Year,Letterboxd URI\n2024-01-05,Alien,1979,x\n2024-01-06,\"Heat,1995,x\n"
        #expect(throws: LibraryFileError(line: 3, reason: "a quoted field is never closed")) {
            try LibraryFileReader.read(unclosed, fileName: "watchlist.csv", as: nil)
        }
        let badDay = "Date,Name,Year,Letterboxd URI\n2024-01-05,Alien,1979,x\n2024-13-06,Heat,1995,x\n"
        #expect(throws: LibraryFileError(line: 3, reason: "\"2024-13-06\" is not a day, YYYY-MM-DD")) {
            try LibraryFileReader.read(badDay, fileName: "watchlist.csv", as: nil)
        }
    }

    @Test func letterboxdsImportFormatRoundTripsFilmsByTheirIds() throws {
        let watched = [
            WatchedItem(
                watch: Watch(title: matrix, day: day("2024-05-12"), rating: try PersonalRating(9), recordedAt: Date()),
                recollection: .found(TitlePreview(name: "The Matrix", year: 1999, rating: nil))),
            WatchedItem(
                watch: Watch(title: matrix, day: day("2025-01-01"), recordedAt: Date()),
                recollection: .found(TitlePreview(name: "The Matrix", year: 1999, rating: nil))),
            WatchedItem(watch: Watch(title: thrones, day: day("2024-05-12"), recordedAt: Date()), recollection: .notFound),
        ]
        let text = LibraryFileWriter.letterboxd(watchlist: [], watched: watched)
        #expect(
            text == """
                tmdbID,Title,Year,WatchedDate,Rating10,Rewatch
                603,The Matrix,1999,2024-05-12,9,false
                603,The Matrix,1999,2025-01-01,,true

                """)
        let records = try LibraryFileReader.read(text, fileName: "letterboxd.csv", as: nil)
        #expect(records.map(\.title) == [.reference(matrix), .reference(matrix)])
        #expect(
            records[0].fact
                == .watch(
                    day: day("2024-05-12"), rating: try PersonalRating(9), note: nil, recordedAt: Date(timeIntervalSince1970: 1_715_472_000)
                ))
    }

    @Test func traktsListRoundTripsAndABadItemIsNamedByItsLine() throws {
        let listed = Date(timeIntervalSince1970: 1_700_000_000)
        let watchlist = [
            WatchlistItem(
                entry: WatchlistEntry(title: thrones, addedAt: listed),
                recollection: .found(TitlePreview(name: "Game of Thrones", year: 2011, rating: nil)))
        ]
        let text = LibraryFileWriter.trakt(watchlist: watchlist, watched: [])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(object.first?["type"] as? String == "show")
        #expect((object.first?["show"] as? [String: Any])?["title"] as? String == "Game of Thrones")
        let records = try LibraryFileReader.read(text, fileName: "trakt.json", as: nil)
        #expect(records == [ImportedRecord(line: 2, title: .reference(thrones), fact: .watchlist(addedAt: listed, removedAt: nil))])

        let bad = """
            [
              {"listed_at": "2024-01-01T00:00:00.000Z", "type": "movie", "movie": {"title": "Alien", "year": 1979, "ids": {"tmdb": 348}}},
              {"listed_at": "2024-01-02T00:00:00.000Z", "type": "episode", "episode": {}}
            ]
            """
        #expect(throws: LibraryFileError(line: 3, reason: "item 2: \"type\" must be \"movie\" or \"show\"")) {
            try LibraryFileReader.read(bad, fileName: "trakt.json", as: nil)
        }
    }
}
