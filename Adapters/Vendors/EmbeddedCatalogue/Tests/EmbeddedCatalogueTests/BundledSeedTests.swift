import Testing

@testable import EmbeddedCatalogue

/// The seed shipped with the app (derived by Scripts/derive-catalogue): it loads, and holds what
/// the README, the tests and the integrity rules rely on.
@Suite struct BundledSeedTests {
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }

    @Test func holdsAtLeast4800FilmsWithTheFilmsTheREADMENames() throws {
        let store = try Self.store.get()
        #expect(try store.movies(orderedBy: .popularity, limit: 1, offset: 0).totalCount >= 4_800)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
        #expect(try store.movie(id: 603)?.title == "The Matrix")
        #expect(try store.movie(id: 238)?.title == "The Godfather")
    }

    @Test func datesEveryFilmsFiguresByTheirSource() throws {
        let store = try Self.store.get()
        #expect(try store.movie(id: 550)?.figuresAsOf == "2017", "a film of 1999: only the TMDB 5000 dataset holds it")
        #expect(try store.movie(id: 27205)?.figuresAsOf == "2022–2024", "Inception takes the later file's figures")
        #expect(try store.movie(id: 872585)?.figuresAsOf == "2025-11", "Oppenheimer: the popular films of 2020–2025")
        let allDated = try store.movies(orderedBy: .popularity, limit: 50, offset: 0).movies.allSatisfy {
            ["2017", "2022–2024", "2024", "2025-11"].contains($0.figuresAsOf)
        }
        #expect(allDated)
    }

    @Test func theLaterFilmsReachTwentyTwentyFiveWithoutCredits() throws {
        let store = try Self.store.get()
        #expect(try store.movies(orderedBy: .popularity, limit: 1, offset: 0).totalCount >= 94_000)
        let oppenheimer = try #require(try store.movie(id: 872585))
        #expect(oppenheimer.title == "Oppenheimer" && oppenheimer.releaseDate == "2023-07-19" && oppenheimer.runtime == 181)
        let credits = try #require(try store.credits(forMovieID: 872585))
        #expect(!credits.isRecorded && credits.cast.isEmpty && credits.crew.isEmpty)
        #expect(try store.credits(forMovieID: 27205)?.isRecorded == true, "Inception keeps the TMDB 5000 credits")
        let duneTwo = try #require(try store.movie(id: 693134))
        #expect(duneTwo.runtime == 167, "the README's check of the 2025 file")
    }

    @Test func avatarCreditsSamWorthingtonAsJakeSullyWithHisID() throws {
        let credits = try #require(try Self.store.get().credits(forMovieID: 19995))
        #expect(credits.cast.first == CatalogueCastCredit(personID: 65731, name: "Sam Worthington", character: "Jake Sully", order: 0))
    }

    @Test func everyFilmHasItsFullCreditsWithIDs() throws {
        let store = try Self.store.get()
        let fightClub = try #require(try store.credits(forMovieID: 550))
        #expect(fightClub.cast.count == 77 && fightClub.crew.count == 107)
        #expect(fightClub.cast.first { $0.personID == 287 }?.character == "Tyler Durden")
        #expect(fightClub.crew.contains { $0.personID == 7467 && $0.job == "Director" })
        let godfather = try #require(try store.credits(forMovieID: 238))
        #expect(godfather.cast.contains { $0.personID == 1158 && $0.name == "Al Pacino" && $0.character == "Michael Corleone" })
        #expect(godfather.crew.contains { $0.personID == 1776 && $0.job == "Director" })
        #expect(godfather.cast.allSatisfy { $0.personID != nil })
    }

    @Test func aPersonHasTheFactsOfTheLaterRecords() throws {
        let store = try Self.store.get()
        let pitt = try #require(try store.person(id: 287))
        #expect(pitt.name == "Brad Pitt" && pitt.birthday == "1963-12-18" && pitt.countryOfBirth == "USA" && pitt.gender == 2)
        #expect(try store.person(id: 27578)?.name == "Elliot Page", "the later record's name wins")
        #expect(try store.person(id: 8691)?.name == "Zoe Saldaña")
    }

    @Test func aPersonsCreditsHoldFilmsAndSeries() throws {
        let store = try Self.store.get()
        let coppola = try #require(try store.credits(ofPersonID: 1776))
        #expect(coppola.contains { $0.titleID == 238 && $0.job == "Director" && $0.department == "Directing" })
        let momoa = try #require(try store.credits(ofPersonID: 117642))
        #expect(momoa.contains { $0.titleID == 209112 && $0.kind == .movie && $0.character == "Arthur Curry / Aquaman" })
        #expect(momoa.contains { $0.titleID == 1399 && $0.kind == .tv && $0.character == "Khal Drogo" && $0.episodeCount == 4 })
    }

    @Test func popularPeopleAreTheStarsAndDirectorsNotTheCrewsOfPopularFilms() throws {
        let top = try Self.store.get().people(orderedByPopularity: 20, offset: 0).people.map(\.name)
        let expected: Set = [
            "Leonardo DiCaprio", "Brad Pitt", "Tom Hanks", "Johnny Depp", "Scarlett Johansson", "Samuel L. Jackson", "Robert Downey Jr.",
            "Christopher Nolan", "Steven Spielberg", "Matt Damon", "Morgan Freeman", "Tom Cruise", "Christian Bale", "Bruce Willis",
            "Michael Caine", "Will Smith", "Robert De Niro", "Hugh Jackman", "Gary Oldman", "Anne Hathaway",
        ]
        #expect(Set(top).intersection(expected).count >= 8, "\(top)")
    }

    @Test func aSeriesCountsTowardsItsCreatorsAndMainCast() throws {
        let store = try Self.store.get()
        let gameOfThrones = try #require(try store.series(id: 1399))
        let benioff = try #require(try store.person(id: 9813))
        #expect(benioff.popularity >= gameOfThrones.popularity, "a creator counts the series in full")
        let top40 = try store.people(orderedByPopularity: 40, offset: 0).people.map(\.name)
        #expect(top40.contains("Emilia Clarke"), "Game of Thrones' first billed: \(top40)")
    }

    @Test func aPersonIsKnownForTheTitlesThatCountMostTowardsTheirRank() throws {
        let people = try Self.store.get().people(orderedByPopularity: 100, offset: 0).people
        let stallone = try #require(people.first { $0.id == 16483 })
        #expect(!stallone.knownFor.contains("Men in Black"), "a cameo on a monitor is not what he is known for: \(stallone.knownFor)")
        let clarke = try #require(people.first { $0.name == "Emilia Clarke" })
        #expect(clarke.knownFor.first == "Game of Thrones")
    }

    @Test func laterRecordsHoldMoreEpisodesAndSeasonsEachDatedByItsRecord() throws {
        let store = try Self.store.get()
        let breakingBad = try #require(try store.season(2, ofSeries: 1396))
        #expect(breakingBad.episodes.count == 13)
        #expect(breakingBad.summary.figuresAsOf == "2019-05")
        #expect(breakingBad.episodes.allSatisfy { $0.figuresAsOf != nil && $0.airDate != nil })
        let strangerThings = try #require(try store.season(4, ofSeries: 66732))
        #expect(strangerThings.summary.figuresAsOf == "2026-08")
        #expect(strangerThings.summary.episodeCount == strangerThings.episodes.count)
        let seasons = try #require(try store.series(id: 66732)).seasons
        #expect(
            seasons.map(\.lastAirDate) == ["2016-07-15", "2017-10-27", "2019-07-04", "2022-07-01", "2025-12-31"],
            "each season's last episode held, the newest aired 2025-12-31")
        let specials = try #require(try store.season(0, ofSeries: 1399))
        #expect(specials.episodes.count > 35, "the 2019 record counted 35; the later one holds more")
        #expect(
            specials.summary.episodeCount == specials.episodes.count && specials.summary.figuresAsOf == "2026-08",
            "the count is the episodes held, dated by the later record")
        let pilot = try #require(try store.episode(1, season: 1, ofSeries: 1396))
        #expect(pilot.guestStars.isEmpty && pilot.crew.isEmpty)
        let breakingBadCredits = try #require(try store.seriesCredits(id: 1396))
        #expect(breakingBadCredits.episodesHeld == 0, "no episode of it has its credits recorded")
    }
}
