/// How the person rated a watch: a whole number from 1 to 10, Trakt's scale (Letterboxd's half
/// stars from 0.5 to 5 map onto it). Anything else is refused when it is made.
public struct PersonalRating: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public static let range = 1...10

    public let value: Int

    public init(_ value: Int) throws(LibraryDomainError) {
        guard Self.range.contains(value) else { throw .ratingOutOfRange(value) }
        self.value = value
    }

    public var description: String { "\(value)/10" }

    public static func < (lhs: PersonalRating, rhs: PersonalRating) -> Bool { lhs.value < rhs.value }

    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int.self)
        do {
            try self.init(value)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
