/// A person's gender as the source records it; a person the source does not say is `nil`, not a case.
public enum Gender: String, Sendable, Equatable, Codable {
    case female
    case male
    case nonBinary
}
