public import ArgumentParser
public import LibraryDomain

/// `--sort watched|title|rating` of `popcorn watched`.
extension WatchedSort: @retroactive ExpressibleByArgument {}
