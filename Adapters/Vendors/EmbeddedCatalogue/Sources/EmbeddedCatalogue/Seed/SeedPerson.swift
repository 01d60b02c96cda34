/// A line of `people.tsv` (see `SeedPeople`).
struct SeedPerson: Sendable, Equatable {
    let id: Int
    let name: String
    /// TMDb's code: 1 female, 2 male, 3 non-binary; nil when not given.
    let gender: Int?
    /// "yyyy-mm-dd"; nil when not known.
    let birthday: String?
    let deathday: String?
    /// A three-letter ISO 3166 code ("USA"); nil when not known.
    let countryOfBirth: String?
}
