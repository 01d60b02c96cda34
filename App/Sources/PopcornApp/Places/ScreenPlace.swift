import Browsing
import SearchResultsFeature

/// Any place the app can show: what a one-shot command prints, what the browser's history
/// holds and its links lead to.
struct ScreenPlace: BrowserPlace, Hashable, CustomStringConvertible {
    let place: any Place

    init(_ place: some Place) {
        self.place = place
    }

    static func == (lhs: ScreenPlace, rhs: ScreenPlace) -> Bool {
        lhs.place.isEqual(to: rhs.place)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(place))
    }

    /// The command words that show it: `["movie", "550"]`.
    var words: [String] { place.words }
    var title: String { place.title }
    /// The command that shows it, as a person would type it: `popcorn movie 550`.
    var command: String { CommandWords.line(words) }
    var description: String { command }

    /// What following a link to this place from `origin` gives: another page of the list shown,
    /// or what the place shows.
    func summary(from origin: ScreenPlace) -> String {
        if let page = place.listPage, type(of: origin.place) == type(of: place) { return "page \(page)" }
        return place.summary
    }

    /// Where the browser starts, and `h` leads: the explore screen.
    static var home: ScreenPlace { ScreenPlace(ExplorePlace()) }

    static func search(_ query: String) -> ScreenPlace {
        ScreenPlace(SearchPlace(query: query))
    }
}
