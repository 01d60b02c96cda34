public import ArgumentParser
public import LibraryDomain

/// `--sort added|title|year|rating` of `popcorn watchlist`.
extension WatchlistSort: @retroactive ExpressibleByArgument {}
