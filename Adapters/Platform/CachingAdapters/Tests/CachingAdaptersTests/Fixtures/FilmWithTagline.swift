/// `Film` as a later version might have it, with an optional field: old copies still decode.
struct FilmWithTagline: Codable, Equatable, Sendable {
    let id: Int
    let title: String
    let tagline: String?
}
