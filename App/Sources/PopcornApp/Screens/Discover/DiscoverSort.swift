import ArgumentParser

/// `--sort`: what a discovery orders by, each in its natural direction (the most popular, the best
/// rated, the newest first, titles from A); `--reverse` turns it round.
enum DiscoverSort: String, CaseIterable, Sendable, ExpressibleByArgument {
    case popularity, rating, date, title
}
