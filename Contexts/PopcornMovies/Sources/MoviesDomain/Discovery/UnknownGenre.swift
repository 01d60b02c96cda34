public import CoreDomain

/// A genre name that matches none of the genres the source knows, and those it does know.
public struct UnknownGenre: Error, Sendable, Equatable {
    public let name: String
    public let known: [Genre]

    public init(name: String, known: [Genre]) {
        self.name = name
        self.known = known
    }
}
