/// Tells Intelligence about a TV series and its seasons, from the TV series context that owns
/// them. Declared in Intelligence's terms; an anti-corruption adapter outside fills it.
public protocol TVSeriesProviding: Sendable {
    func tvSeries(withID id: Int) async throws(CatalogueLookupError) -> TVSeriesDetails
    func season(_ number: Int, ofSeriesWithID id: Int) async throws(CatalogueLookupError) -> SeasonDetails
    /// The series the catalogue holds to be like it, most alike first.
    func similarTVSeries(toSeriesWithID id: Int) async throws(CatalogueLookupError) -> [SimilarTitle]
}
