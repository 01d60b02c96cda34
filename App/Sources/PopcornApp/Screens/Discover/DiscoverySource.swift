import Presentation
import TitleListFeature

/// Where the discoveries of one kind of title come from: one per kind, each in a file of its own
/// (`DiscoverySource+Movies.swift`), reading the place's words into its context's filter and
/// calling its context's use case. `DiscoverySource.all` is the one list of them.
struct DiscoverySource: Sendable {
    let page: @Sendable (_ place: DiscoverPlace) async throws(ViewStateError) -> TitleListPage
}
