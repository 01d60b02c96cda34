/// One of a series' main cast as the seed spells it: a part, and the record's count of the
/// episodes they are in (nil where the record gives none) and the record it comes from.
struct SeedMainCastMember: Decodable {
    let personId: Int
    let name: String
    let character: String?
    let order: Int
    let episodeCount: Int?
    /// The repository and commit of the recorded credits it was taken from.
    let source: String
}
