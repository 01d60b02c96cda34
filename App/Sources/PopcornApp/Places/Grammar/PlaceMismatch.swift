/// Why words are not a place: what was wrong, in words for the user, and how far the words
/// matched, so that of several forms the one that came closest explains the failure.
struct PlaceMismatch: Error, Equatable {
    /// How far the words matched: two for each word matched, and one more when every word
    /// matched but an option did not.
    let depth: Int
    let message: String
    /// The words from where they stopped fitting the form, when that is what was wrong: the
    /// grammar then names every form they could have fitted.
    var unfit: String?
}
