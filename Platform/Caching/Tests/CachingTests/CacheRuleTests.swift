import Caching
import Testing

@Suite struct CacheRuleTests {
    @Test func aFixedRuleGivesItsTimeToLiveForEveryValue() {
        let rule = CacheRule<Int>("numbers.1", timeToLive: .seconds(60))
        #expect(rule.timeToLive(for: 7) == .seconds(60))
        #expect(rule.key.name == "numbers.1")
    }

    @Test func aRuleMayLetTheAnswerDecide() {
        let rule = CacheRule<String>("status", timeToLive: .seconds(60)) { $0 == "Ended" ? .seconds(600) : .seconds(60) }
        #expect(rule.timeToLive(for: "Ended") == .seconds(600))
        #expect(rule.timeToLive(for: "Returning Series") == .seconds(60))
    }
}
