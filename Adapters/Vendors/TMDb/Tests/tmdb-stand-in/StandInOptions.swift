/// What `tmdb-stand-in` was asked for on its command line.
struct StandInOptions: Equatable {
    static let usage = """
        usage: tmdb-stand-in [--port N] [--ignore-stdin]

        Serves TMDb's v3 API from the bundled fixtures on 127.0.0.1 and prints its base URL on one
        line. It accepts the read access token "stand-in-read-access-token" and the API key
        "stand-in-api-key". It stops on SIGTERM or SIGINT, or when its standard input closes.

          --port N         listen on port N (default: one the system picks)
          --ignore-stdin   keep serving when standard input closes (stop with a signal)
        """

    /// 0 lets the system pick.
    var port: UInt16 = 0
    var stopsWhenInputCloses = true
    var showsHelp = false

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
                options.stopsWhenInputCloses = false
            case "-h", "--help":
                options.showsHelp = true
            default:
                return .failure(StandInUsageError(message: "unknown argument \(argument)"))
            }
        }
        return .success(options)
    }
}
