import ExploreFeature
import Presentation
import TitleListFeature

/// A list screen's page as a section of the explore screen: its first rows, what it was drawn
/// from, and the whole list it leads to.
struct ExploreMapper {
    func section(_ heading: String, list: TitleList, page: TitleListPage) -> ExploreSection {
        ExploreSection(
            heading: heading, note: page.trending?.basis, list: exploreList(list),
            items: page.items.prefix(ExploreDependencies.itemsPerSection).map(item))
    }

    /// Every genre of a kind, each leading to the discovery by it; how many titles it holds beside it where counted.
    func section(_ heading: String, genres: GenreList) -> ExploreSection {
        ExploreSection(
            heading: heading, list: nil,
            items: genres.items.map { genre in
                ExploreItem(
                    kind: genres.kind == .tv ? .tvGenre : .movieGenre, id: genre.id, name: genre.name,
                    detail: genre.count.map(String.init) ?? "")
            })
    }

    func section(_ heading: String, list: TitleList, failure: String) -> ExploreSection {
        ExploreSection(heading: heading, list: exploreList(list), items: [], failure: failure)
    }

    /// Which whole list a section leads to; nil for a list the explore screen does not show.
    func exploreList(_ list: TitleList) -> ExploreList? {
        switch list.selection {
        case .popular: ExploreList(.popular, of: list.kind)
        case .topRated: ExploreList(.topRated, of: list.kind)
        case .trending(let window): ExploreList(.trending, of: list.kind, window: window?.rawValue)
        default: nil
        }
    }

    private func item(_ item: TitleListItem) -> ExploreItem {
        let kind: ExploreItemKind =
            switch item.kind {
            case .movie: .movie
            case .tv: .tv
            case .person: .person
            }
        return ExploreItem(
            kind: kind, id: item.id, name: item.title, detail: item.kind == .person ? item.knownFor ?? "" : item.year.map(String.init) ?? ""
        )
    }
}
