import CoreDomain
import PeopleDomain
import PeopleInfrastructure
import TMDb
import TMDbStandIn
import Testing

/// The People source over TMDb, against the stand-in's fixtures on 127.0.0.1.
@Suite struct TMDbPersonRemoteDataSourceTests {
    @Test func mapsAPersonWithTheirFacts() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let pitt = try await StandInPersonSource.make(standIn).person(withID: 287)
        #expect(pitt.id == 287)
        #expect(pitt.name == "Brad Pitt")
        #expect(pitt.gender == .male)
        #expect(pitt.birthday == CalendarDate(isoString: "1963-12-18"))
        #expect(pitt.deathday == nil)
        #expect(pitt.countryOfBirth == "USA")
        #expect(pitt.popularity == 0, "the fixture sends no popularity")
        #expect(standIn.requests(path: "/3/person/287").first?.query["append_to_response"] == "combined_credits")
    }

    @Test func creditsAreTheFilmsTheCombinedCreditsHold() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let credits = try await StandInPersonSource.make(standIn).credits(ofPersonWithID: 287)
        #expect(credits.personID == 287)
        let fightClub = try #require(credits.cast.first { $0.title.id == 550 })
        #expect(fightClub.title.kind == .movie)
        #expect(fightClub.title.name == "Fight Club")
        #expect(fightClub.title.date == CalendarDate(isoString: "1999-10-15"))
        #expect(fightClub.title.rating == Rating(average: 8.3, voteCount: 9413))
        #expect(fightClub.title.figuresAsOf == nil, "TMDb does not date its figures")
        #expect(fightClub.role == .cast(character: "Tyler Durden"))
        #expect(fightClub.episodeCount == nil && fightClub.episodeCountBasis == nil)
        let se7en = try #require(credits.cast.first { $0.title.id == 807 })
        #expect(se7en.title.name == "Se7en")
        #expect(se7en.title.year == 1995)
        #expect(se7en.role == .cast(character: "Detective David Mills"))
        #expect(credits.crew.isEmpty)
        #expect(KnownForRule.department(of: credits) == "Acting")
    }

    @Test
    func thePersonAndTheirCreditsAskedAtOnceCostOneRequest() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = StandInPersonSource.make(standIn)
        async let person = source.person(withID: 287)
        async let credits = source.credits(ofPersonWithID: 287)
        let (pitt, parts) = try await (person, credits)
        #expect(pitt.name == "Brad Pitt")
        #expect(Set(parts.cast.map(\.title.id)).isSuperset(of: [550, 807]))
        #expect(standIn.requestCount(path: "/3/person/287") == 1)
    }

    @Test func popularPeopleKeepTMDbsRankingAndWhatTheyAreKnownFor() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let page = try await StandInPersonSource.make(standIn).popularPeople(page: 1)
        #expect(page.page == 1)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 10_000)
        #expect(page.people.map(\.id) == [287, 1_223_786, 819, 1283])
        let pitt = try #require(page.people.first)
        #expect(pitt.name == "Brad Pitt")
        #expect(pitt.knownForDepartment == "Acting")
        #expect(pitt.knownFor == ["Fight Club", "Se7en"])
        #expect(page.people.first { $0.id == 1_223_786 }?.knownFor == ["Game of Thrones"])
        #expect(standIn.requests(path: "/3/person/popular").first?.query["page"] == "1")
    }

    @Test(arguments: [TrendingWindow.day, .week])
    func trendingPeopleAreTMDbsOwnOverTheWindow(window: TrendingWindow) async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let trending = try await StandInPersonSource.make(standIn).trendingPeople(window: window, page: 1)
        #expect(trending.basis == .window(window))
        #expect(trending.people.people.map(\.id) == [287, 1_223_786])
        #expect(trending.people.people.first?.knownFor == ["Fight Club", "Se7en"])
        #expect(trending.people.people.first?.knownForDepartment == "Acting")
        #expect(trending.people.totalResults == 2)
        #expect(standIn.requests(path: "/3/trending/person/\(window.rawValue)").first?.query["page"] == "1")
    }

    @Test func anUnknownPersonIsNotFoundByTheirID() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let source = StandInPersonSource.make(standIn)
        await #expect(throws: PersonRemoteDataSourceError.notFound(999_999_999)) { try await source.person(withID: 999_999_999) }
        await #expect(throws: PersonRemoteDataSourceError.notFound(999_999_999)) {
            try await source.credits(ofPersonWithID: 999_999_999)
        }
    }

    @Test(arguments: [
        (TMDbCredential.apiKey("wrong-key-123"), "API key"),
        (TMDbCredential.readAccessToken("wrong-token-456"), "read access token"),
    ])
    func aRefusedCredentialSaysWhichKindWasSentButNeverItsValue(credential: TMDbCredential, kind: String) async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        do {
            _ = try await StandInPersonSource.make(standIn, credential: credential).person(withID: 287)
            Issue.record("a wrong credential was accepted")
        } catch {
            guard case .unauthorized(let reason) = error else { throw error }
            #expect(reason.contains(kind))
            #expect(!reason.contains("wrong-key-123") && !reason.contains("wrong-token-456"))
        }
    }

    @Test func aStoppedServiceIsUnreachable() async throws {
        let standIn = try TMDbStandIn()
        let source = StandInPersonSource.make(standIn)
        standIn.stop()
        do {
            _ = try await source.person(withID: 287)
            Issue.record("a stopped service answered")
        } catch {
            guard case .unreachable = error else { throw error }
        }
        do {
            _ = try await source.popularPeople(page: 1)
            Issue.record("a stopped service answered")
        } catch {
            guard case .unreachable = error else { throw error }
        }
    }

    @Test(arguments: [TMDbStandInResponse.rateLimited(retryAfter: 0), .serverFailure(status: 503)])
    func aServiceThatKeepsFailingIsUnreachable(failure: TMDbStandInResponse) async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/person/popular", with: failure)])
        defer { standIn.stop() }
        do {
            let retryingOnce = TMDbRetryPolicy(maxAttempts: 2, firstDelay: .milliseconds(1), longestDelay: .milliseconds(5))
            _ = try await StandInPersonSource.make(standIn, retryPolicy: retryingOnce).popularPeople(page: 1)
            Issue.record("a failing service answered")
        } catch {
            guard case .unreachable = error else { throw error }
        }
        #expect(standIn.requestCount(path: "/3/person/popular") == 2, "tried again once, as the retry policy says")
    }

    @Test func anAnswerThatCannotBeReadIsAnInvalidResponse() async throws {
        let standIn = try StandInPersonSource.standIn(person: 287, answering: #"{"id": "two eighty-seven", "name": "Brad Pitt"}"#)
        defer { standIn.stop() }
        do {
            _ = try await StandInPersonSource.make(standIn).person(withID: 287)
            Issue.record("an unreadable answer was read")
        } catch {
            guard case .invalidResponse(let reason) = error else { throw error }
            #expect(reason.contains("/3/person/287"))
        }
    }

    @Test func aPersonWithoutTheCreditsAskedForHasNoCreditsToInvent() async throws {
        let standIn = try StandInPersonSource.standIn(person: 287, answering: #"{"id": 287, "name": "Brad Pitt", "gender": 2}"#)
        defer { standIn.stop() }
        let source = StandInPersonSource.make(standIn)
        #expect(try await source.person(withID: 287).name == "Brad Pitt")
        do {
            _ = try await source.credits(ofPersonWithID: 287)
            Issue.record("credits were made up from an answer without them")
        } catch {
            guard case .invalidResponse(let reason) = error else { throw error }
            #expect(reason.contains("287"))
        }
    }
}
