/// Why the index could not be built or read, in words.
struct SearchIndexFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
