/// `Film` as a later version might have it, with a field every cached copy lacks: old copies no
/// longer decode.
struct FilmWithRuntime: Codable, Equatable, Sendable {
    let id: Int
    let title: String
    let runtime: Int
}
