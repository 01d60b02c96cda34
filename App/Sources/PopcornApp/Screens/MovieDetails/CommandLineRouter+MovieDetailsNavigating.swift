import MovieDetailsFeature

extension CommandLineRouter: MovieDetailsNavigating {
    func openCastAndCrew(movieID: Int) {
        note("\(Self.program) movie \(movieID) --cast", purpose: "its full cast and crew")
    }

    func openSimilarMovies(movieID: Int) {
        note("\(Self.program) movie \(movieID) --similar", purpose: "movies like it")
    }
}
