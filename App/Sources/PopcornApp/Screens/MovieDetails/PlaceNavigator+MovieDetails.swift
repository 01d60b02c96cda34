import MovieDetailsFeature
import Presentation

extension PlaceNavigator: MovieDetailsNavigating {
    func openCastAndCrew(movieID: Int) { open(CastAndCrewPlace(kind: .movie, id: movieID)) }
    func openSimilarMovies(movieID: Int) { open(SimilarTitlesPlace(kind: .movie, id: movieID)) }
}

extension PlaceNavigator {
    /// Every screen's link to a film it names.
    func openMovieDetails(movieID: Int) { open(MoviePlace(id: movieID)) }
}
