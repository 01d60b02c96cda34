/// What `tmdb-stand-in` was asked for on its command line.
struct StandInOptions: Equatable {
    static let usage = """
        usage: tmdb-stand-in [--port N] [--ignore-stdin] [--rate-limit PATH:N]...

        Serves TMDb's v3 API from the bundled fixtures on 127.0.0.1 and prints its base URL on one
        line. It accepts the read access token "stand-in-read-access-token" and the API key
        "stand-in-api-key". It stops on SIGTERM or SIGINT, or when its standard input closes. It
        takes commands as lines on standard input: "refuse" refuses every connection from then on,
        keeping its port, and prints "stopped"; "requests" prints every request so far on one line,
        a JSON array of "GET /3/path?query".

          --port N         listen on port N (default: one the system picks)
          --ignore-stdin   read no commands and keep serving when standard input closes (stop it
                           with a signal)
          --rate-limit PATH:N
                           answer the first N requests for PATH (/3/movie/550) with TMDb's 429,
                           saying to retry after a second
        """

    /// 0 lets the system pick.
    var port: UInt16 = 0
    /// Takes commands from standard input, and stops when it closes.
    var readsInput = true
    var showsHelp = false
    /// Paths whose first requests are refused as over the rate limit, and how many.
    var rateLimits: [RateLimit] = []

    struct RateLimit: Equatable {
        let path: String
        let times: Int
    }

    /// The options in `arguments` (the program's name left out), or a sentence saying what is wrong.
    static func parse(_ arguments: [String]) -> Result<StandInOptions, StandInUsageError> {
        var options = StandInOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--port":
                guard let value = remaining.popFirst(), let port = UInt16(value) else {
                    return .failure(StandInUsageError(message: "--port needs a number from 0 to 65535"))
                }
                options.port = port
            case "--ignore-stdin":
                options.readsInput = false
            case "--rate-limit":
                guard let value = remaining.popFirst(), let colon = value.lastIndex(of: ":"), value.hasPrefix("/"),
                    let times = Int(value[value.index(after: colon)...]), times > 0
                else {
                    return .failure(StandInUsageError(message: "--rate-limit needs a path and a count, as /3/movie/550:2"))
                }
                options.rateLimits.append(RateLimit(path: String(value[..<colon]), times: times))
            case "-h", "--help":
                options.showsHelp = true
            default:
                return .failure(StandInUsageError(message: "unknown argument \(argument)"))
            }
        }
        return .success(options)
    }
}
