extension KeyedDecodingContainer {
    /// TMDb leaves a list out, or sends `null`, when it has nothing in it. Every array in this
    /// module's answers is decoded through this overload, which the synthesised `init(from:)`s pick
    /// over the general one because it is more specific, so that a missing list reads as empty
    /// instead of failing the whole answer.
    func decode<Element: Decodable>(_ type: [Element].Type, forKey key: Key) throws -> [Element] {
        try decodeIfPresent(type, forKey: key) ?? []
    }
}
