extension Popcorn {
    /// Runs `body` with a popcorn of its own (its data folder a copy of the built one), removed
    /// afterwards, whatever `body` does.
    static func scoped<Result>(_ body: (Popcorn) throws -> Result) throws -> Result {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        return try body(popcorn)
    }

    /// The same, with popcorn's source TMDb: a stand-in of its own, stopped afterwards.
    static func againstTMDb<Result>(_ body: (PopcornAgainstTMDb) throws -> Result) throws -> Result {
        try scoped { popcorn in
            let standIn = try TMDbStandInProcess()
            defer { standIn.stop() }
            return try body(PopcornAgainstTMDb(popcorn: popcorn, standIn: standIn))
        }
    }
}
