import ArgumentParser

/// `popcorn watchlist [--type movie|tv] [--sort added|title|year|rating]`, and
/// `popcorn watchlist add|remove movie|tv <id>`.
struct WatchlistCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlist",
        abstract: "List the films and series you mean to watch, or add and remove one.",
        discussion: """
            `popcorn watchlist [--type movie|tv] [--sort added|title|year|rating]` lists it, newest \
            added first (rating is the source's; see `popcorn watchlist list --help`). \
            `popcorn watchlist add movie 550` puts Fight Club on it, `popcorn watchlist remove movie 550` \
            takes it off; marking a title watched (`popcorn watched movie 550`) takes it off too. Names, \
            years and ratings are looked up as the list is shown, so they are always current; a title \
            the source no longer has is listed as such.

            The library lives in $XDG_DATA_HOME/popcorn/library.sqlite.
            """,
        subcommands: [WatchlistListCommand.self, WatchlistAddCommand.self, WatchlistRemoveCommand.self],
        defaultSubcommand: WatchlistListCommand.self
    )
}
