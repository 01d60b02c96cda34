/// Tells Intelligence about a film, from the Movies context that owns films. Intelligence
/// declares it in its own terms; an anti-corruption adapter outside fills it by calling the
/// owner's use cases.
public protocol MovieProviding: Sendable {
    func movie(withID id: Int) async throws(CatalogueLookupError) -> MovieDetails
    /// The films the catalogue holds to be like it, most alike first.
    func similarMovies(toMovieWithID id: Int) async throws(CatalogueLookupError) -> [SimilarTitle]
}
