/// A popcorn whose every run goes to a TMDb stand-in, whose report of requests tells what was
/// sent and how often (`Popcorn.againstTMDb`).
struct PopcornAgainstTMDb {
    let popcorn: Popcorn
    let standIn: TMDbStandInProcess

    func run(_ arguments: String...) throws -> Popcorn.Run {
        try run(arguments)
    }

    func run(_ arguments: [String]) throws -> Popcorn.Run {
        try popcorn.run(arguments, environment: standIn.environment())
    }

    /// Every request the stand-in has received so far: see `TMDbStandInProcess.requests()`.
    func requests() -> [String] {
        standIn.requests()
    }
}
