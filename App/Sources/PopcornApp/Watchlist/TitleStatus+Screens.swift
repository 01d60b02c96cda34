import CoreDomain
import LibraryDomain
import MovieDetailsFeature
import TVSeriesDetailsFeature

extension TitleStatus {
    /// As the film's screen says it.
    var movieDetails: MovieDetailsLibraryStatus {
        MovieDetailsLibraryStatus(
            onWatchlist: isOnWatchlist, watchCount: watches.count, lastWatchedOn: lastWatch?.day.isoString,
            rating: lastWatch?.rating?.value)
    }

    /// As the series' screen says it.
    var tvSeriesDetails: TVSeriesDetailsLibraryStatus {
        TVSeriesDetailsLibraryStatus(
            onWatchlist: isOnWatchlist, watchCount: watches.count, lastWatchedOn: lastWatch?.day.isoString,
            rating: lastWatch?.rating?.value)
    }
}
