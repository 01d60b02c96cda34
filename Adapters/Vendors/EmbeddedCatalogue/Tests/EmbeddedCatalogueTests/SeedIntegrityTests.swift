import Foundation
import Testing

@testable import EmbeddedCatalogue

/// The integrity rules of the bundled seed, read from its files: ids unique per kind, every credit
/// with an id names a stored person under that person's one name, enough films and people, the
/// most-voted films all present, and every season and episode belonging to its series.
@Suite struct SeedIntegrityTests {
    static let records = Result { try SeedReader.read(try CatalogueSeed.bundled()) }

    @Test func idsAreUniquePerKind() throws {
        let records = try Self.records.get()
        #expect(Set(records.movies.map(\.id)).count == records.movies.count)
        #expect(Set(records.people.map(\.id)).count == records.people.count)
        #expect(Set(records.genres.map(\.id)).count == records.genres.count)
        #expect(Set(records.series.map(\.id)).count == records.series.count)
        let seasonIDs = records.seasons.compactMap(\.id)
        #expect(Set(seasonIDs).count == seasonIDs.count)
        let episodeIDs = records.episodes.compactMap(\.id)
        #expect(Set(episodeIDs).count == episodeIDs.count)
    }

    @Test func everySeasonAndEpisodeBelongsToItsSeries() throws {
        let records = try Self.records.get()
        let seriesIDs = Set(records.series.map(\.id))
        var episodeCounts: [[Int]: Int?] = [:]
        var figuresAsOf: [[Int]: String] = [:]
        for season in records.seasons {
            #expect(seriesIDs.contains(season.seriesId), "season \(season.seasonNumber) of \(season.seriesId)")
            #expect(episodeCounts.updateValue(season.episodeCount, forKey: [season.seriesId, season.seasonNumber]) == nil)
            figuresAsOf[[season.seriesId, season.seasonNumber]] = season.figuresAsOf
        }
        var held: [[Int]: [Int]] = [:]
        for episode in records.episodes {
            let season = [episode.seriesId, episode.seasonNumber]
            let count = try #require(episodeCounts[season], "episode \(episode.episodeNumber) of \(season): no such season")
            // Only a record no earlier than the season's count may go past it (or number across seasons).
            let laterRecord = episode.figuresAsOf.flatMap { asOf in figuresAsOf[season].map { asOf >= $0 } } ?? false
            #expect(episode.episodeNumber >= 1 && (laterRecord || episode.episodeNumber <= (count ?? .max)))
            held[season, default: []].append(episode.episodeNumber)
        }
        for (season, numbers) in held {
            #expect(Set(numbers).count == numbers.count, "\(season): an episode twice")
        }
        // The seasons held whole: Game of Thrones 1 and 2, and season 1 of the published lists.
        for season in [[1399, 1], [1399, 2], [1396, 1], [66732, 1], [87108, 1]] {
            let count = try #require((episodeCounts[season] ?? nil), "\(season): no episode count")
            #expect(held[season]?.sorted() == Array(1..<(count + 1)), "\(season)")
        }
        #expect(
            records.series.count == 100 && records.seasons.filter { $0.id != nil }.count == 735,
            "the 2019 seasons carry TMDb ids; a season only a later record holds has none")
    }

    @Test func everySeriesCreditWithAnIDNamesAStoredPersonByTheirOneName() throws {
        let records = try Self.records.get()
        let names = Dictionary(uniqueKeysWithValues: records.people.map { ($0.id, $0.name) })
        for series in records.series {
            for creator in series.creators where creator.personId != nil {
                #expect(names[creator.personId!] == creator.name, "series \(series.id): \(creator.name)")
            }
        }
        for episode in records.episodes {
            let credits = episode.guestStars.map { ($0.personId, $0.name) } + episode.crew.map { ($0.personId, $0.name) }
            for (id, name) in credits where id != nil {
                #expect(names[id!] == name, "series \(episode.seriesId) episode \(episode.episodeNumber): \(name)")
            }
        }
    }

    @Test func everyCreditWithAnIDNamesAStoredPersonByTheirOneName() throws {
        let records = try Self.records.get()
        let names = Dictionary(uniqueKeysWithValues: records.people.map { ($0.id, $0.name) })
        for movie in records.movies {
            for credit in movie.cast where credit.personId != nil {
                #expect(names[credit.personId!] == credit.name, "movie \(movie.id): \(credit.name)")
            }
            for credit in movie.crew where credit.personId != nil {
                #expect(names[credit.personId!] == credit.name, "movie \(movie.id): \(credit.name)")
            }
        }
    }

    @Test func holdsAtLeast4800FilmsAnd13000People() throws {
        let records = try Self.records.get()
        #expect(records.movies.count >= 4_800)
        #expect(records.people.count >= 13_000)
    }

    /// The 150 films with the most votes in ../shared/data/tmdb5000/movies.csv.gz (4,028 votes and
    /// up), by TMDb id, most voted first.
    static let mostVoted: [Int] = [
        27205, 155, 19995, 24428, 293660, 157336, 68718, 118340, 70160, 76341, 550, 49026,
        603, 68721, 1726, 120, 135397, 680, 49051, 278, 122, 13, 37724, 597,
        121, 297761, 272, 286217, 271110, 1771, 671, 209112, 22, 14160, 10138, 99861,
        11, 1930, 106646, 150540, 10195, 101299, 20352, 16869, 281957, 49521, 11324, 10681,
        18785, 177572, 12, 105, 127585, 585, 238, 102899, 1891, 240832, 673, 210577,
        672, 87827, 10528, 807, 100402, 49047, 205596, 674, 131631, 72190, 675, 75656,
        98, 8587, 198663, 109445, 767, 862, 557, 58, 49538, 9806, 70981, 857,
        1271, 24, 1865, 14161, 137113, 329, 6479, 75612, 68726, 122917, 76338, 82693,
        264660, 246655, 72105, 59967, 1892, 157350, 12155, 23483, 62177, 93456, 10193, 211672,
        82690, 37165, 194662, 57158, 120467, 13475, 285, 102651, 348, 190859, 206647, 274,
        752, 1893, 44214, 54138, 607, 119450, 1124, 2062, 8681, 61791, 1422, 424,
        558, 273248, 244786, 10191, 280, 102382, 168259, 41154, 218, 1895, 36657, 152601,
        64688, 808, 76170, 497, 1858, 77,
    ]

    @Test func theMostVotedFilmsAreAllPresent() throws {
        let held = Set(try Self.records.get().movies.map(\.id))
        #expect(Self.mostVoted.count == 150)
        #expect(Self.mostVoted.filter { !held.contains($0) } == [])
    }
}
