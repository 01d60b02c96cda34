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

    /// Runs `arguments` twice for their second page and says how many times the stand-in was asked
    /// for page 2 of `path` (`/3/discover/movie`): once, where the disk cache keeps a page.
    func timesPageTwoIsAsked(_ arguments: [String], of path: String) throws -> Int {
        for _ in 0..<2 { _ = try run(arguments + ["--page", "2"]) }
        return requests().filter { $0.contains(path + "?") && $0.contains("page=2") }.count
    }
}
