import ArgumentParser

/// The flags that choose the data source and show its traffic, which every command that reads
/// facts takes.
struct SourceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the facts come from: catalogue (embedded, offline) or tmdb (TMDb's service; needs a token or key).",
            discussion: "By default, tmdb when a token or key is configured, else catalogue (see `popcorn config`)."))
    var source: DataSourceChoice?

    @Flag(help: "Log each request to TMDb on standard error: method, path, status, time, and whether the cache answered.")
    var verbose = false
}
