import TVSeriesDomain
import Testing

@Suite struct TVSeriesCreditsAggregatorTests {
    func credit(_ season: Int, _ episode: Int, _ id: Int?, _ name: String, _ role: String?, _ department: String? = nil) -> TVEpisodeCredit
    {
        TVEpisodeCredit(seasonNumber: season, episodeNumber: episode, personID: id, name: name, role: role, department: department)
    }

    func aggregate(
        creators: [TVCreator] = [], mainCast: [TVMainCastMember] = [], guestStars: [TVEpisodeCredit] = [], crew: [TVEpisodeCredit] = []
    ) -> TVSeriesCredits {
        TVSeriesCreditsAggregator().credits(
            ofSeriesWithID: 1399, named: "Game of Thrones", creators: creators, mainCast: mainCast, guestStars: guestStars, crew: crew,
            episodesHeld: 3)
    }

    @Test func countsEachActorOnceWithTheirCharactersAndEpisodesMostEpisodesFirst() {
        let credits = aggregate(guestStars: [
            credit(1, 1, 117642, "Jason Momoa", "Khal Drogo"),
            credit(1, 1, 48, "Sean Bean", "Eddard Stark"),
            credit(1, 2, 48, "Sean Bean", "Eddard Stark"),
            credit(1, 3, 48, "Sean Bean", "Ned"),
        ])
        #expect(credits.cast.map(\.name) == ["Sean Bean", "Jason Momoa"])
        #expect(credits.cast.first?.characters == ["Eddard Stark", "Ned"])
        #expect(credits.cast.map(\.episodeCount) == [3, 1])
    }

    @Test func countsACrewMemberOnceInEachDepartment() {
        let credits = aggregate(crew: [
            credit(1, 1, 7, "Alik Sakharov", "Director of Photography", "Camera"),
            credit(1, 2, 7, "Alik Sakharov", "Director of Photography", "Camera"),
            credit(1, 3, 7, "Alik Sakharov", "Director", "Directing"),
        ])
        #expect(credits.crew.map(\.department) == ["Camera", "Directing"])
        #expect(credits.crew.map(\.episodeCount) == [2, 1])
    }

    @Test func tiesKeepTheOrderFirstCreditedAndNamesWithoutIDsCountApart() {
        let credits = aggregate(guestStars: [
            credit(1, 1, nil, "B", "Guard"),
            credit(1, 1, nil, "A", "Maid"),
            credit(1, 2, nil, "B", "Guard"),
            credit(1, 2, nil, "A", "Maid"),
        ])
        #expect(credits.cast.map(\.name) == ["B", "A"])
        #expect(credits.cast.map(\.personID) == [nil, nil])
    }

    @Test func creatorsLeadTheCrewWithNoEpisodeCount() {
        let credits = aggregate(
            creators: [TVCreator(personID: 9813, name: "David Benioff")],
            crew: [credit(1, 1, 44797, "Tim Van Patten", "Director", "Directing")])
        #expect(credits.crew.map(\.name) == ["David Benioff", "Tim Van Patten"])
        #expect(credits.crew.first?.jobs == ["Creator"])
        #expect(credits.crew.map(\.episodeCount) == [nil, 1])
        #expect(credits.episodesHeld == 3)
    }

    @Test func theMainCastComesFirstWithTheSourcesCountAndAGuestWhoIsInItIsListedOnce() {
        let credits = aggregate(
            mainCast: [
                TVMainCastMember(personID: 22970, name: "Peter Dinklage", character: "Tyrion Lannister", episodeCount: 73),
                TVMainCastMember(personID: 239019, name: "Kit Harington", character: "Jon Snow", episodeCount: nil),
            ],
            guestStars: [
                credit(1, 1, 117642, "Jason Momoa", "Khal Drogo"),
                credit(1, 1, 22970, "Peter Dinklage", "Tyrion Lannister"),
            ])
        #expect(credits.cast.map(\.name) == ["Peter Dinklage", "Kit Harington", "Jason Momoa"])
        #expect(credits.cast.map(\.isMainCast) == [true, true, false])
        #expect(credits.cast.map(\.episodeCount) == [73, nil, 1])
        #expect(credits.cast.first?.characters == ["Tyrion Lannister"])
    }
}
