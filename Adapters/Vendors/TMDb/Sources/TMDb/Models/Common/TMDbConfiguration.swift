/// TMDb's own settings, from `/configuration`: above all, how to build image addresses.
public struct TMDbConfiguration: Decodable, Sendable, Equatable {
    public let images: TMDbImagesConfiguration
    /// The names of the fields TMDb's change lists may mention.
    public let changeKeys: [String]

    enum CodingKeys: String, CodingKey {
        case images
        case changeKeys = "change_keys"
    }
}
