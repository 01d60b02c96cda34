/// A command line `tmdb-stand-in` cannot make sense of.
struct StandInUsageError: Error, Equatable {
    let message: String
}
