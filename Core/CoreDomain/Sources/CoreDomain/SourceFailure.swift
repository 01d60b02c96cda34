/// Why the source behind a context (the embedded catalogue, TMDb) could not answer at all, as
/// opposed to answering that it has no such thing. Every context's use cases fail in these terms
/// when the source is at fault, so that the app words a source's failure once.
public enum SourceFailure: Error, Sendable, Equatable {
    /// The source refused the credentials it was given; the reason is for people.
    case unauthorized(String)
    /// The source could not be asked or did not answer sensibly; the reason is for people.
    case unavailable(String)
}
