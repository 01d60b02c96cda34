import Presentation

extension DiscoverySource {
    /// The discovery of each kind there is one of; a kind adds its source here, from its own file.
    static func all(_ services: AppServices) -> [ItemKind: DiscoverySource] {
        [.movie: .movies(services), .tv: .tvSeries(services)]
    }
}
