import CoreDomain
import PeopleDomain
import PeopleInfrastructure
import TMDbStandIn
import Testing

/// How TMDb's combined credits become `PersonCredits`: films and series, parts and jobs, dates,
/// ratings and episode counts, each from TMDb's own field, and what the entity cannot hold left out.
@Suite struct TMDbPersonCreditsMapperTests {
    /// A person of the test's own, on titles of the stand-in's world and one of the test's.
    static let body = #"""
        {"id": 9000001, "name": "Ada Standin", "combined_credits": {
          "cast": [
            {"id": 1399, "media_type": "tv", "name": "Game of Thrones", "original_name": "Game of Thrones",
             "first_air_date": "2011-04-17", "character": "A Maester", "episode_count": 3,
             "vote_average": 8.4, "vote_count": 21000, "credit_id": "standin-cast-1"},
            {"id": 9000550, "media_type": "movie", "title": "", "original_title": "Film sans titre",
             "release_date": "", "character": "", "vote_average": 0, "vote_count": 0, "credit_id": "standin-cast-2"},
            {"id": 9000551, "media_type": "collection", "name": "A Collection", "credit_id": "standin-cast-3"},
            {"id": 9000552, "media_type": "movie", "title": "", "credit_id": "standin-cast-4"}
          ],
          "crew": [
            {"id": 550, "media_type": "movie", "title": "Fight Club", "release_date": "1999-10-15",
             "department": "Production", "job": "Producer", "vote_average": 8.3, "vote_count": 9413, "credit_id": "standin-crew-1"},
            {"id": 1399, "media_type": "tv", "name": "Game of Thrones", "first_air_date": "2011-04-17",
             "department": "Writing", "job": "Writer", "episode_count": 0, "credit_id": "standin-crew-2"},
            {"id": 807, "media_type": "movie", "title": "Se7en", "release_date": "1995-09-22",
             "department": "Sound", "job": "", "credit_id": "standin-crew-3"},
            {"id": 807, "media_type": "movie", "title": "Se7en", "release_date": "1995-09-22",
             "department": "", "job": "Consultant", "episode_count": 4, "credit_id": "standin-crew-4"}
          ]
        }}
        """#

    func credits() async throws -> PersonCredits {
        let standIn = try StandInPersonSource.standIn(person: 9_000_001, answering: Self.body)
        defer { standIn.stop() }
        return try await StandInPersonSource.make(standIn).credits(ofPersonWithID: 9_000_001)
    }

    @Test func aSeriesPartCarriesTMDbsRecordedEpisodeCount() async throws {
        let credits = try await credits()
        let thrones = try #require(credits.cast.first { $0.title.id == 1399 })
        #expect(
            thrones.title
                == CreditedTitle(
                    kind: .tv, id: 1399, name: "Game of Thrones", date: CalendarDate(isoString: "2011-04-17"),
                    rating: Rating(average: 8.4, voteCount: 21000), figuresAsOf: nil))
        #expect(thrones.role == .cast(character: "A Maester"))
        #expect(thrones.episodeCount == 3)
        #expect(thrones.episodeCountBasis == .recorded)
    }

    @Test func aTitleWithoutANameOrADateOrVotesIsNamedByItsOriginalAndLeftUndatedAndUnrated() async throws {
        let credits = try await credits()
        let film = try #require(credits.cast.first { $0.title.id == 9_000_550 })
        #expect(film.title.kind == .movie)
        #expect(film.title.name == "Film sans titre")
        #expect(film.title.date == nil)
        #expect(film.title.rating == nil)
        #expect(film.role == .cast(character: nil))
    }

    @Test func whatIsNeitherAFilmNorASeriesOrHasNoNameIsLeftOut() async throws {
        let credits = try await credits()
        #expect(credits.cast.map(\.title.id) == [1399, 9_000_550])
    }

    @Test func jobsKeepTheirDepartmentAndAJobWithoutANameIsLeftOut() async throws {
        let credits = try await credits()
        #expect(
            credits.crew.map(\.role) == [
                .crew(job: "Producer", department: "Production"), .crew(job: "Writer", department: "Writing"),
                .crew(job: "Consultant", department: nil),
            ])
        let fightClub = try #require(credits.crew.first)
        #expect(fightClub.title.name == "Fight Club" && fightClub.title.year == 1999)
        #expect(fightClub.title.rating == Rating(average: 8.3, voteCount: 9413))
    }

    @Test func anEpisodeCountIsASeriesOnesAndNeverZero() async throws {
        let credits = try await credits()
        let writer = try #require(credits.crew.first { $0.title.kind == .tv })
        #expect(writer.episodeCount == nil && writer.episodeCountBasis == nil, "TMDb's 0 is no count")
        let consultant = try #require(credits.crew.last)
        #expect(consultant.title.kind == .movie)
        #expect(consultant.episodeCount == nil && consultant.episodeCountBasis == nil, "a film has no episodes")
    }

    @Test func partsAndJobsCountTowardsWhatThePersonIsKnownFor() async throws {
        let credits = try await credits()
        #expect(credits.titleCount == 4)
        #expect(KnownForRule.department(of: credits) == "Acting")
    }
}
