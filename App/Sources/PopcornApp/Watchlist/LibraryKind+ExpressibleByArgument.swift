public import ArgumentParser
public import LibraryDomain

/// `movie` or `tv`, the kinds of title the watchlist and the watches hold, written as everywhere
/// else a command takes a kind.
extension LibraryKind: @retroactive ExpressibleByArgument {}
