import MovieDetailsFeature
import Presentation
import TVSeriesDetailsFeature

// The genres on a film's and a series' screen lead to the discovery by that genre.
extension PlaceNavigator {
    func openMovieDiscovery(genre: String) { open(DiscoverPlace(kind: .movie, genres: [genre])) }
    func openSeriesDiscovery(genre: String) { open(DiscoverPlace(kind: .tv, genres: [genre])) }
}
