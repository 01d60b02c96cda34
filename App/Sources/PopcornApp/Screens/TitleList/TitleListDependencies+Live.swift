import Presentation
import TitleListFeature

extension TitleListDependencies {
    /// The list screen fed by the source of each kind of title it is asked to list.
    static func live(_ services: AppServices) -> TitleListDependencies {
        let sources: [ItemKind: TitleListSource] = [.movie: .movies(services), .tv: .tvSeries(services), .person: .people(services)]
        return TitleListDependencies { list, page throws(ViewStateError) in
            guard let source = sources[list.kind] else {
                throw ViewStateError(kind: .invalidRequest, message: "Popcorn has no lists of \(list.kind.pluralNoun) yet.")
            }
            return try await source.page(list.selection, page)
        }
    }
}
