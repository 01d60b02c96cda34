import TitleListFeature

/// `popcorn trending` with no kind: the first few of each kind's trending list, over a window.
struct TrendingOverviewPlace: Place {
    static let forms = [PlaceForm<Self>(.word("trending"), .option("--window", \.window, naming: "day or week"))]

    var window: TitleListWindow?

    var title: String { "Trending" }
    var summary: String { "trending films, series and people" }
}
