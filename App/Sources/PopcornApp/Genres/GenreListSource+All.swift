import Presentation

extension GenreListSource {
    /// The genres of each kind there is a list of; a kind adds its source here, from its own file.
    static func all(_ services: AppServices) -> [ItemKind: GenreListSource] {
        [.movie: .movies(services), .tv: .tvSeries(services)]
    }
}
