import Presentation
import WatchedFeature

/// The watches, of one kind or both, in an order: `popcorn watched [--type movie|tv]
/// [--sort watched|title|rating]`.
struct WatchedPlace: Place {
    static let forms = [
        PlaceForm<Self>(
            .word("watched"), .option("--type", \.kind, among: [.movie, .tv]),
            .option("--sort", \.order, naming: "watched, title or rating"))
    ]

    var kind: ItemKind?
    /// nil for the default order, newest watch first.
    var order: WatchedOrder?

    var title: String { "Watched" }
    var summary: String { "what you watched, newest first" }
}
