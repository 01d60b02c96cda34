import EmbeddedCatalogue
import SearchDomain
import TMDbExports

/// Names the catalogue's and the exports' kinds as Search does.
struct SearchKindMapper {
    func map(_ kind: CatalogueNamedEntry.Kind) -> SearchKind {
        switch kind {
        case .movie: .movie
        case .tv: .tv
        case .person: .person
        }
    }

    func map(_ kind: TMDbExportKind) -> SearchKind {
        switch kind {
        case .movie: .movie
        case .tv: .tv
        case .person: .person
        }
    }
}
