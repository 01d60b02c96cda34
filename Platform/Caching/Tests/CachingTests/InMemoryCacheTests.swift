import Caching
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
}
