import DesignSystem
import Foundation
import Presentation
import TVSeriesDetailsFeature
import Testing

/// The line the series' screen says of the person's library, and that its JSON stays the same.
@Suite struct TVSeriesDetailsLibraryStatusTests {
    @Test func saysTheWatchlistTheNewestWatchAndItsRating() {
        #expect(TVSeriesDetailsLibraryStatus(onWatchlist: false, watchCount: 0, lastWatchedOn: nil, rating: nil).sentence == nil)
        #expect(
            TVSeriesDetailsLibraryStatus(onWatchlist: true, watchCount: 0, lastWatchedOn: nil, rating: nil).sentence == "On your watchlist")
        #expect(
            TVSeriesDetailsLibraryStatus(onWatchlist: false, watchCount: 1, lastWatchedOn: "2024-05-12", rating: 8).sentence
                == "Watched 2024-05-12, rated 8/10")
    }

    @Test func theTextSaysItUnderTheRatingAndTheJSONLeavesItOut() {
        var series = TVSeriesDetailsFixtures.gameOfThrones
        let without = TVSeriesDetailsView.renderJSON(.ready(series))
        series.library = TVSeriesDetailsLibraryStatus(onWatchlist: true, watchCount: 0, lastWatchedOn: nil, rating: nil)
        let text = TVSeriesDetailsView(theme: .plain).render(.ready(series))
        #expect(text.contains("8.2/10 (6,000 votes)\nOn your watchlist\n\n"))
        #expect(TVSeriesDetailsView.renderJSON(.ready(series)) == without)
        #expect(!without.contains("library"))
    }
}
