import Browsing

/// A place of the browser fuzz: the kind of screen it shows, and a number that tells visits apart.
struct FuzzPlace: BrowserPlace {
    enum Kind: CaseIterable {
        /// The home screen, whose first link asks for the search prompt.
        case home
        /// A film's details, with its people as links.
        case details
        /// A page of a long list, with the pages before and after.
        case list
        /// A search that found nothing.
        case empty
        case error
        /// A screen whose load may never end while the keys come.
        case loading
        /// A chat, which takes a typed line and redraws while its answer arrives.
        case chat
    }

    let kind: Kind
    let number: Int

    var title: String { "\(kind) \(number)" }
    var command: String { "popcorn \(kind) \(number)" }
    static var home: FuzzPlace { FuzzPlace(kind: .home, number: 0) }

    static func search(_ query: String) -> FuzzPlace {
        FuzzPlace(kind: .empty, number: query.count)
    }
}
