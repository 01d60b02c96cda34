public import Presentation

/// What the person screen needs from the app: who the person is, with what they are known for.
public struct PersonDetailsDependencies: Sendable {
    public var fetchPerson: @Sendable (_ id: Int) async throws(ViewStateError) -> PersonDetails

    public init(fetchPerson: @escaping @Sendable (_ id: Int) async throws(ViewStateError) -> PersonDetails) {
        self.fetchPerson = fetchPerson
    }
}
