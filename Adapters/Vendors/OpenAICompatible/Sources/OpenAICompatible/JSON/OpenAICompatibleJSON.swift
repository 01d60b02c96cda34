/// Any JSON value: a tool's JSON Schema on the way out, an error body on the way in.
public enum OpenAICompatibleJSON: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OpenAICompatibleJSON])
    case object([String: OpenAICompatibleJSON])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([OpenAICompatibleJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: OpenAICompatibleJSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object; nil for anything else.
    public subscript(key: String) -> OpenAICompatibleJSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The text of a string; nil for anything else.
    public var text: String? {
        if case .string(let value) = self { value } else { nil }
    }
}
