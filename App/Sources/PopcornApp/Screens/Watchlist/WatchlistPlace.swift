import Presentation
import WatchlistFeature

/// The watchlist, of one kind or both, in an order: `popcorn watchlist [--type movie|tv]
/// [--sort added|title|year|rating]` (`watchlist list …` reads the same).
struct WatchlistPlace: Place {
    static let forms = [
        PlaceForm<Self>(
            .word("watchlist"), .alias("list"), .option("--type", \.kind, among: [.movie, .tv]),
            .option("--sort", \.order, naming: "added, title, year or rating"))
    ]

    var kind: ItemKind?
    /// nil for the default order, newest added first.
    var order: WatchlistOrder?

    var title: String { "Watchlist" }
    var summary: String { "the films and series you mean to watch" }
}
