import Testing

@testable import PopcornApp

/// What `popcorn tv … <Tab>` offers: the lists first, then what follows an id.
@Suite struct TVCompletionsTests {
    func offered(_ words: String..., prefix: String = "") -> [String] {
        let shell = ["popcorn", "tv"] + words + [prefix]
        return TVCommand.completions(shell, shell.count - 1, prefix)
    }

    @Test func offersTheListsFirst() {
        #expect(offered() == ["popular", "top-rated"])
        #expect(offered(prefix: "to") == ["top-rated"])
    }

    @Test func offersSeasonAfterAnIdAndEpisodeAfterASeason() {
        #expect(offered("1399") == ["season"])
        #expect(offered("1399", "--cast") == ["season"])
        #expect(offered("1399", "season") == [])
        #expect(offered("1399", "season", "1") == ["episode"])
        #expect(offered("1399", "season", "1", "episode", "1") == [])
        #expect(offered("popular") == [])
    }
}
