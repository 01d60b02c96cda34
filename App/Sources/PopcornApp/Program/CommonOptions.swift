/// The options every command takes (`--json`, `--no-color`, `--no-pager`, `--verbose`, `--source
/// NAME`), which say how to show a screen and where its facts come from, not which screen. A person
/// types them anywhere on the command line: before the command, between its words, after them.
struct CommonOptions: Equatable {
    var json = false
    var noColor = false
    var noPager = false
    var verbose = false
    /// `--source`; nil to let the configuration choose.
    var source: DataSourceChoice?

    static let flags: Set<String> = ["--json", "--no-color", "--no-pager", "--verbose"]

    /// The same command line with the common options after every other word (and before a `--`):
    /// the parser takes an option only after the subcommand that declares it.
    static func movedLast(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var moved: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                return kept + moved + arguments[(index - 1)...]
            }
            if flags.contains(word) || word.hasPrefix("--source=") {
                moved.append(word)
            } else if word == "--source", index < arguments.count {
                moved += [word, arguments[index]]
                index += 1
            } else {
                kept.append(word)
            }
        }
        return kept + moved
    }

    /// The common options among `arguments`, read as swift-argument-parser reads them (`--source
    /// tmdb` or `--source=tmdb`, anywhere before `--`), and the words left: those that name a place.
    /// - Returns: nil when an option is malformed (`--source` with no value or an unknown one): the
    ///   parser says what is wrong with it.
    static func split(_ arguments: [String]) -> (options: CommonOptions, words: [String])? {
        var options = CommonOptions()
        var words: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                words += arguments[(index - 1)...]
                break
            }
            switch word {
            case "--json": options.json = true
            case "--no-color": options.noColor = true
            case "--no-pager": options.noPager = true
            case "--verbose": options.verbose = true
            case "--source":
                guard index < arguments.count, let source = DataSourceChoice(rawValue: arguments[index]) else { return nil }
                options.source = source
                index += 1
            case _ where word.hasPrefix("--source="):
                guard let source = DataSourceChoice(rawValue: String(word.dropFirst("--source=".count))) else { return nil }
                options.source = source
            default:
                words.append(word)
            }
        }
        return (options, words)
    }
}
