import Caching
import PeopleDomain

/// Every answer the People context caches: the key it is kept under and for how long.
enum PersonCachePolicy {
    static let detailsTimeToLive: Duration = .seconds(24 * 60 * 60)

    static func details(_ id: Person.ID) -> CacheRule<Person> {
        CacheRule("people.details.\(id)", timeToLive: detailsTimeToLive)
    }
}
