/// What the Sample items context keeps entries about: a case for each context it reads.
public enum SampleKind: String, Sendable, Hashable, CaseIterable, Codable {
    // scaffold: each read
    case readEntity
    // scaffold: end
}
