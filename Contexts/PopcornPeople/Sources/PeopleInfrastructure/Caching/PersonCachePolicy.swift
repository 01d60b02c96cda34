import Caching
import CoreDomain
import PeopleDomain

/// Every answer the People context caches: the key it is kept under and for how long. A person's
/// facts and credits change rarely; lists move with the audience.
enum PersonCachePolicy {
    static let detailsTimeToLive: Duration = .seconds(24 * 60 * 60)
    static let listTimeToLive: Duration = .seconds(60 * 60)

    static func details(_ id: Person.ID) -> CacheRule<Person> {
        CacheRule("people.details.\(id)", timeToLive: detailsTimeToLive)
    }

    static func credits(_ id: Person.ID) -> CacheRule<PersonCredits> {
        CacheRule("people.credits.\(id)", timeToLive: detailsTimeToLive)
    }

    static func popular(page: Int) -> CacheRule<PersonPage> {
        CacheRule("people.popular.\(page)", timeToLive: listTimeToLive)
    }

    /// Trending moves by the hour, as the popular list does.
    static func trending(_ window: TrendingWindow, page: Int) -> CacheRule<TrendingPeoplePage> {
        CacheRule("people.trending.\(window.rawValue).\(page)", timeToLive: listTimeToLive)
    }
}
