import Caching
import Foundation
import Testing

@Suite struct InMemoryCacheTests {
    let clock = TestClock()

    func makeCache(capacity: Int = 100) -> InMemoryCache {
        let clock = clock
        return InMemoryCache(capacity: capacity, now: { clock.now })
    }

    @Test func givesBackWhatWasStored() async {
        let cache = makeCache()
        await cache.store("Fight Club", for: CacheKey<String>("title.550"), timeToLive: .seconds(60))
        #expect(await cache.value(for: CacheKey<String>("title.550")) == "Fight Club")
    }

    @Test func anUnknownKeyReadsAsAbsent() async {
        #expect(await makeCache().value(for: CacheKey<Int>("nothing")) == nil)
    }

    @Test func aValueExpiresAfterItsTimeToLive() async {
        let cache = makeCache()
        let key = CacheKey<Int>("runtime.550")
        await cache.store(139, for: key, timeToLive: .seconds(10))
        clock.advance(by: 9)
        #expect(await cache.value(for: key) == 139)
        clock.advance(by: 1)
        #expect(await cache.value(for: key) == nil)
        #expect(await cache.count == 0)
    }

    @Test func aNonPositiveTimeToLiveStoresNothing() async {
        let cache = makeCache()
        let key = CacheKey<Int>("k")
        await cache.store(1, for: key, timeToLive: .seconds(10))
        await cache.store(2, for: key, timeToLive: .zero)
        #expect(await cache.value(for: key) == nil)
    }

    @Test func aKeyOfAnotherTypeReadsAsAbsent() async {
        let cache = makeCache()
        await cache.store("text", for: CacheKey<String>("shared"), timeToLive: .seconds(10))
        #expect(await cache.value(for: CacheKey<Int>("shared")) == nil)
    }

    @Test func removesOneValueOrAll() async {
        let cache = makeCache()
        await cache.store(1, for: CacheKey<Int>("a"), timeToLive: .seconds(10))
        await cache.store(2, for: CacheKey<Int>("b"), timeToLive: .seconds(10))
        await cache.removeValue(for: CacheKey<Int>("a"))
        #expect(await cache.value(for: CacheKey<Int>("a")) == nil)
        #expect(await cache.value(for: CacheKey<Int>("b")) == 2)
        await cache.removeAll()
        #expect(await cache.count == 0)
    }

    @Test func atCapacityTheEntryClosestToExpiryMakesRoom() async {
        let cache = makeCache(capacity: 2)
        await cache.store(1, for: CacheKey<Int>("short"), timeToLive: .seconds(5))
        await cache.store(2, for: CacheKey<Int>("long"), timeToLive: .seconds(500))
        await cache.store(3, for: CacheKey<Int>("new"), timeToLive: .seconds(50))
        #expect(await cache.count == 2)
        #expect(await cache.value(for: CacheKey<Int>("short")) == nil)
        #expect(await cache.value(for: CacheKey<Int>("long")) == 2)
        #expect(await cache.value(for: CacheKey<Int>("new")) == 3)
    }

    @Test func replacingAKeyAtCapacityEvictsNothing() async {
        let cache = makeCache(capacity: 2)
        await cache.store(1, for: CacheKey<Int>("a"), timeToLive: .seconds(5))
        await cache.store(2, for: CacheKey<Int>("b"), timeToLive: .seconds(5))
        await cache.store(3, for: CacheKey<Int>("a"), timeToLive: .seconds(5))
        #expect(await cache.value(for: CacheKey<Int>("a")) == 3)
        #expect(await cache.value(for: CacheKey<Int>("b")) == 2)
    }

    @Test func measuresFractionsOfASecond() async {
        let cache = makeCache()
        let key = CacheKey<Int>("k")
        await cache.store(1, for: key, timeToLive: .milliseconds(1500))
        clock.advance(by: 1.4)
        #expect(await cache.value(for: key) == 1)
        clock.advance(by: 0.2)
        #expect(await cache.value(for: key) == nil)
    }

    @Test func anExpiredValueIsKeptForEntryButNotForValue() async throws {
        let cache = makeCache()
        let key = CacheKey<String>("title.550")
        let stored = clock.now
        await cache.store("Fight Club", for: key, timeToLive: .seconds(10))
        clock.advance(by: 25)
        #expect(await cache.value(for: key) == nil)
        let entry = try #require(await cache.entry(for: key))
        #expect(entry.value == "Fight Club")
        #expect(entry.isExpired)
        #expect(entry.storedAt == stored)
        #expect(entry.expiresAt == stored.addingTimeInterval(10))
        #expect(entry.age == .seconds(25))
        #expect(await cache.entry(for: key) != nil, "reading it does not let it go")
    }

    @Test func aFreshEntryIsNotExpired() async throws {
        let cache = makeCache()
        let key = CacheKey<Int>("runtime.550")
        await cache.store(139, for: key, timeToLive: .seconds(10))
        clock.advance(by: 4)
        let entry = try #require(await cache.entry(for: key))
        #expect(entry.value == 139 && !entry.isExpired && entry.age == .seconds(4))
    }

    @Test func anEntryOfAnotherTypeOrAnUnknownKeyIsAbsent() async {
        let cache = makeCache()
        await cache.store("text", for: CacheKey<String>("shared"), timeToLive: .seconds(10))
        #expect(await cache.entry(for: CacheKey<Int>("shared")) == nil)
        #expect(await cache.entry(for: CacheKey<Int>("nothing")) == nil)
    }

    @Test func removingOrANonPositiveTimeToLiveForgetsAnExpiredEntry() async {
        let cache = makeCache()
        await cache.store(1, for: CacheKey<Int>("a"), timeToLive: .seconds(1))
        await cache.store(2, for: CacheKey<Int>("b"), timeToLive: .seconds(1))
        await cache.store(3, for: CacheKey<Int>("c"), timeToLive: .seconds(1))
        clock.advance(by: 5)
        await cache.removeValue(for: CacheKey<Int>("a"))
        await cache.store(0, for: CacheKey<Int>("b"), timeToLive: .zero)
        #expect(await cache.entry(for: CacheKey<Int>("a")) == nil)
        #expect(await cache.entry(for: CacheKey<Int>("b")) == nil)
        #expect(await cache.entry(for: CacheKey<Int>("c"))?.value == 3)
        await cache.removeAll()
        #expect(await cache.entry(for: CacheKey<Int>("c")) == nil)
    }

    @Test func atCapacityTheEntryThatExpiredLongestAgoMakesRoomFirst() async {
        let cache = makeCache(capacity: 3)
        await cache.store(1, for: CacheKey<Int>("oldest"), timeToLive: .seconds(5))
        await cache.store(2, for: CacheKey<Int>("older"), timeToLive: .seconds(10))
        await cache.store(3, for: CacheKey<Int>("fresh"), timeToLive: .seconds(500))
        clock.advance(by: 60)
        await cache.store(4, for: CacheKey<Int>("new"), timeToLive: .seconds(50))
        #expect(await cache.entry(for: CacheKey<Int>("oldest")) == nil)
        #expect(await cache.entry(for: CacheKey<Int>("older"))?.value == 2)
        #expect(await cache.value(for: CacheKey<Int>("fresh")) == 3)
        #expect(await cache.value(for: CacheKey<Int>("new")) == 4)
        #expect(await cache.count == 2)
    }
}
