import DesignSystem
import Foundation
import MovieDetailsFeature
import Presentation
import Testing

/// The line the film's screen says of the person's library, and that its JSON stays the same.
@Suite struct MovieDetailsLibraryStatusTests {
    @Test func saysTheWatchlistTheNewestWatchAndItsRating() {
        #expect(MovieDetailsLibraryStatus(onWatchlist: false, watchCount: 0, lastWatchedOn: nil, rating: nil).sentence == nil)
        #expect(
            MovieDetailsLibraryStatus(onWatchlist: true, watchCount: 0, lastWatchedOn: nil, rating: nil).sentence == "On your watchlist")
        #expect(
            MovieDetailsLibraryStatus(onWatchlist: false, watchCount: 1, lastWatchedOn: "2024-05-12", rating: 8).sentence
                == "Watched 2024-05-12, rated 8/10")
        #expect(
            MovieDetailsLibraryStatus(onWatchlist: true, watchCount: 2, lastWatchedOn: "2024-05-12", rating: nil).sentence
                == "Watched 2024-05-12; on your watchlist")
    }

    @Test func theTextSaysItUnderTheRatingAndTheJSONLeavesItOut() throws {
        var movie = MovieDetailsFixtures.fightClub
        let without = MovieDetailsView.renderJSON(.ready(movie))
        movie.library = MovieDetailsLibraryStatus(onWatchlist: false, watchCount: 1, lastWatchedOn: "2024-05-12", rating: 8)
        let text = MovieDetailsView(theme: .plain).render(.ready(movie))
        #expect(text.hasPrefix("Fight Club (1999)\n████████▍░ 8.4/10 (26,280 votes)\nWatched 2024-05-12, rated 8/10\n\n"))
        #expect(MovieDetailsView.renderJSON(.ready(movie)) == without)
        #expect(!without.contains("library"))
    }
}
