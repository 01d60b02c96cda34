import ArgumentParser

/// `popcorn cache info|clear`: the disk cache of TMDb's answers.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or empty the disk cache of TMDb's answers.",
        discussion: """
            When TMDb is the source, its answers are kept in $XDG_CACHE_HOME/popcorn/cache.sqlite \
            (by default ~/.cache/popcorn/cache.sqlite): trending and lists for an hour, details for a \
            day. When TMDb cannot be reached, what the cache holds is shown, however old, with a warning.
            """,
        subcommands: [CacheInfoCommand.self, CacheClearCommand.self]
    )
}
