/// Tells Intelligence who is in a title and who made it, with characters and jobs, from the
/// context that owns the title (Movies or TV series). An anti-corruption adapter outside fills it.
public protocol CreditsProviding: Sendable {
    func credits(of title: TitleReference) async throws(CatalogueLookupError) -> Credits
}
