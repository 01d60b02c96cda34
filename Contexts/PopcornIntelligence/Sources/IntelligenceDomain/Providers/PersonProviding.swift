/// Tells Intelligence about a person and what else they worked on, from the People context that
/// owns people. Declared in Intelligence's terms; an anti-corruption adapter outside fills it.
public protocol PersonProviding: Sendable {
    func person(withID id: Int) async throws(CatalogueLookupError) -> PersonDetails
    /// Every title the person is credited on, in front of the camera or behind it.
    func credits(ofPersonWithID id: Int) async throws(CatalogueLookupError) -> [PersonCredit]
}
