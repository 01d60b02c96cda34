/// What is known today of something the library holds an entry about. An entry is never dropped
/// for want of an answer: it is shown as not found, or as not to be looked up just now.
public enum Recollection: Sendable, Equatable {
    /// Found, with its current name, year and rating.
    case found(TitlePreview)
    /// The source no longer has it.
    case notFound
    /// The source could not be asked; the reason is for people.
    case unavailable(String)

    /// The name, when it was found.
    public var preview: TitlePreview? {
        if case .found(let preview) = self { preview } else { nil }
    }
}
