/// A model that appears in a `--json` document. Its document holds every stored property, under
/// its Swift name or the name `jsonKeys` gives it (`personID` as `personId`), and an absent
/// optional as `null`: a script never meets a missing key (see docs/json.md).
///
/// Conform and write nothing else: the encoding reads the properties. A synthesised `Encodable`
/// would leave an absent optional out.
public protocol JSONRecord: Encodable {
    /// Swift property names whose JSON key differs.
    static var jsonKeys: [String: String] { get }
}

extension JSONRecord {
    public static var jsonKeys: [String: String] { [:] }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, let value = child.value as? any Encodable else { continue }
            // An optional opened here encodes its absence as null.
            try container.encode(value, forKey: JSONKey(Self.jsonKeys[label] ?? label))
        }
    }
}

/// A key of a `JSONRecord`'s document.
struct JSONKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
