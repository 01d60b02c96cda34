public import Presentation

/// What the credits screen needs from the app: a person's credits, kept to a kind of title or a
/// department when asked.
public struct PersonCreditsDependencies: Sendable {
    public var fetchCredits:
        @Sendable (_ personID: Int, _ kind: ItemKind?, _ department: String?) async throws(ViewStateError) -> PersonCredits

    public init(
        fetchCredits:
            @escaping @Sendable (_ personID: Int, _ kind: ItemKind?, _ department: String?) async throws(ViewStateError) -> PersonCredits
    ) {
        self.fetchCredits = fetchCredits
    }
}
