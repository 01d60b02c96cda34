import Presentation
import TitleListFeature

extension TitleListDependencies {
    /// The list screen fed by the source of each kind of title it is asked to list; a discovery
    /// by the kind's `DiscoverySource`, from its command's words.
    static func live(_ services: AppServices) -> TitleListDependencies {
        let sources: [ItemKind: TitleListSource] = [.movie: .movies(services), .tv: .tvSeries(services), .person: .people(services)]
        let discoveries = DiscoverySource.all(services)
        return TitleListDependencies { list, page throws(ViewStateError) in
            if case .discovery(let discovery) = list.selection {
                guard var place = DiscoverPlace(words: discovery.words), let source = discoveries[place.kind] else {
                    throw ViewStateError(kind: .invalidRequest, message: "Popcorn cannot discover \(list.kind.pluralNoun) yet.")
                }
                place.page = page
                return try await source.page(place)
            }
            guard let source = sources[list.kind] else {
                throw ViewStateError(kind: .invalidRequest, message: "Popcorn has no lists of \(list.kind.pluralNoun) yet.")
            }
            return try await source.page(list.selection, page)
        }
    }
}
