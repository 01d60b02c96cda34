import Caching
import SamplesDomain

/// Every answer the Sample items context caches: the key it is kept under and for how long.
enum SampleEntityCachePolicy {
    static let detailsTimeToLive: Duration = .seconds(24 * 60 * 60)

    static func details(_ id: SampleEntity.ID) -> CacheRule<SampleEntity> {
        CacheRule("samples.details.\(id)", timeToLive: detailsTimeToLive)
    }
}
