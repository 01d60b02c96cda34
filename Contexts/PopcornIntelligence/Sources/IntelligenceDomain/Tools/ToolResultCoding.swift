import Foundation

/// How the catalogue tools' results are written for a model and read back: compact JSON with its
/// keys sorted, so that the same facts are always the same text.
public enum ToolResultCoding {
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The result read as `type`, or nil when it is not one (a failure, or a result cut short).
    public static func decode<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
        try? JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
