public import ArgumentParser
public import PopcornLibraryAdapters

/// `--as watchlist|watched` of `popcorn library import`.
extension ImportDestination: @retroactive ExpressibleByArgument {}
