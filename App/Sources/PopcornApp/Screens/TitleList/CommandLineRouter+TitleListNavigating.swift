import Presentation
import TitleListFeature

extension CommandLineRouter: TitleListNavigating {
    func openMovieDetails(movieID: Int) {
        note("\(Self.program) movie \(movieID)", template: "\(Self.program) movie <id>", purpose: "a movie's details")
    }

    func openTitleList(_ list: TitleList, page: Int) {
        let command =
            switch list.selection {
            case .popular: "\(Self.program) \(Self.listsCommand(list.kind)) popular"
            case .topRated: "\(Self.program) \(Self.listsCommand(list.kind)) top-rated"
            case .similar(let id): "\(Self.program) \(list.kind.rawValue) \(id) --similar"
            }
        note(page == 1 ? command : "\(command) --page \(page)", purpose: "page \(page)")
    }

    /// The command that holds a kind's lists: `popcorn movies popular`, `popcorn tv popular`, `popcorn people popular`.
    private static func listsCommand(_ kind: ItemKind) -> String {
        switch kind {
        case .movie: "movies"
        case .tv: "tv"
        case .person: "people"
        }
    }
}
