public import ArgumentParser
public import IntelligenceDomain

/// `movie` or `tv`, the kinds of title a question can be about, written as everywhere else a
/// command takes a kind.
extension TitleKind: @retroactive ExpressibleByArgument {}
