import Foundation
import IntelligenceDomain
import Testing

@Suite struct JSONValueTests {
    @Test func readsBackWhatItWrites() throws {
        let value = JSONValue.object([
            "type": .string("object"), "required": .array([.string("id")]), "strict": .bool(true), "max": .number(8), "none": .null,
        ])
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    }
}
