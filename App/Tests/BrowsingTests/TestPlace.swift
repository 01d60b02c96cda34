import Browsing

/// The places of the browser's tests: home, "movies" and "people" by number, and searches.
enum TestPlace: BrowserPlace {
    case home
    case movie(Int)
    case person(Int)
    case search(String)

    var title: String {
        switch self {
        case .home: "Home"
        case .movie(let id): "Movie \(id)"
        case .person(let id): "Person \(id)"
        case .search(let query): "Search “\(query)”"
        }
    }

    var command: String {
        switch self {
        case .home: "popcorn home"
        case .movie(let id): "popcorn movie \(id)"
        case .person(let id): "popcorn person \(id)"
        case .search(let query): "popcorn search \(query)"
        }
    }
}
