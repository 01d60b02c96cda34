import ArgumentParser

/// The kinds `popcorn discover` and `popcorn genres` take, as written on their command lines:
/// each kind as everywhere else, and the films' plural.
enum DiscoverKind: String, CaseIterable, ExpressibleByArgument {
    case movie, movies, tv
}
