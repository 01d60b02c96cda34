import ArgumentParser

/// The kinds `popcorn trending` lists, as written on its command line: each kind as everywhere
/// else, and its plural.
enum TrendingKind: String, CaseIterable, ExpressibleByArgument {
    case movie, movies, tv, person, people
}
