import CoreDomain
import TitleListFeature

/// How a trending list says what it was drawn from, for every kind's source alike: TMDb's figures
/// over a window, or the catalogue's most popular recent titles standing in for figures it has not.
enum TrendingWording {
    /// What a kind's list holds: the titles themselves, or the people credited on them.
    enum Listing {
        /// "films", "series".
        case titles(String)
        /// The people credited on titles of this plural ("films").
        case peopleCreditedOn(String)
    }

    static func trending(_ basis: TrendingBasis, asked: TitleListWindow?, listing: Listing) -> TitleListTrending {
        switch basis {
        case .window(let window):
            return TitleListTrending(
                window: window == .day ? .day : .week, basis: "TMDb's trending figures over the last \(window.rawValue).")
        case .recentTitles(let years, let count, let minimum):
            let noun =
                switch listing {
                case .titles(let noun), .peopleCreditedOn(let noun): noun
                }
            let missing =
                asked.map {
                    "The embedded catalogue has no \($0 == .day ? "daily" : "weekly") figures (--window \($0.rawValue) needs TMDb)"
                }
                ?? "The embedded catalogue has no trending figures"
            guard let first = years.first, let last = years.last else {
                return TitleListTrending(window: nil, basis: "\(missing), and no year in it holds \(minimum) \(noun) to stand for them.")
            }
            let span = last - first + 1 == years.count ? (first == last ? "\(first)" : "\(first)–\(last)") : list(years)
            let what =
                switch listing {
                case .titles:
                    "the \(count) most popular \(noun) of \(span), its last \(years.count) years with at least \(minimum) \(noun)"
                case .peopleCreditedOn:
                    "the people credited on the \(count) most popular \(noun) of \(span) whose credits it holds, its last "
                        + "\(years.count) years with at least \(minimum) such \(noun), ranked by those \(noun)' popularity"
                }
            return TitleListTrending(window: nil, basis: "\(missing): these are \(what).")
        }
    }

    /// "2012, 2014 and 2016".
    private static func list(_ years: [Int]) -> String {
        let words = years.map(String.init)
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }
}
