import DesignSystem

/// The command words being read by one form: its positional words in order, and its options
/// by name, as swift-argument-parser reads them (`--page 2` or `--page=2`, in any order, a
/// repeated option's last value winning unless the form reads them all, `--` ending the options).
struct PlaceWords {
    private let positionals: [String]
    private var next = 0
    private var options: [String: [String]] = [:]
    /// Options the form does not know, or a value option with no value: reported once every
    /// positional word has matched.
    private var strays: [(word: String, lacksValue: Bool)] = []

    /// - Parameter valueOptions: the options that take a value; `flags` those that do not.
    init(_ words: [String], valueOptions: Set<String>, flags: Set<String>) {
        var positionals: [String] = []
        var index = 0
        var isPastOptions = false
        while index < words.count {
            let word = words[index]
            index += 1
            // A word that begins with a dash is an option, as the parser takes it (`-h` among them).
            guard !isPastOptions, word.hasPrefix("-"), word.count > 1, word != "--" else {
                if word == "--" && !isPastOptions {
                    isPastOptions = true
                } else {
                    positionals.append(word)
                }
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if valueOptions.contains(name) {
                if parts.count == 2 {
                    options[name, default: []].append(String(parts[1]))
                } else if index < words.count {
                    options[name, default: []].append(words[index])
                    index += 1
                } else {
                    strays.append((name, true))
                }
            } else if flags.contains(name), parts.count == 1 {
                options[name] = [""]
            } else {
                strays.append((word, false))
            }
        }
        self.positionals = positionals
    }

    /// How far the words have matched so far: see `PlaceMismatch.depth`.
    var depth: Int { next * 2 }

    /// The next positional word, taken.
    mutating func take() -> String? {
        guard next < positionals.count else { return nil }
        defer { next += 1 }
        return positionals[next]
    }

    /// The next positional word, left in place.
    func peek() -> String? {
        next < positionals.count ? positionals[next] : nil
    }

    /// Every positional word left, taken.
    mutating func takeRest() -> [String] {
        defer { next = positionals.count }
        return Array(positionals[next...])
    }

    /// The value of an option, or "" for a flag given; nil when it was not given.
    mutating func takeOption(_ name: String) -> String? {
        options.removeValue(forKey: name)?.last
    }

    /// Every value an option was given, in order (`--genre drama --genre crime`); empty when none.
    mutating func takeOptionValues(_ name: String) -> [String] {
        options.removeValue(forKey: name) ?? []
    }

    /// Fails when positional words are left that the form did not read.
    func finishPositionals(pattern: String) throws(PlaceMismatch) {
        guard next < positionals.count else { return }
        let rest = positionals[next...].joined(separator: " ")
        throw PlaceMismatch(depth: depth, message: "\"\(VisibleText.escapingControls(rest))\" does not fit `\(pattern)`.", unfit: rest)
    }

    /// Fails when options are left that the form did not read.
    func finishOptions(pattern: String) throws(PlaceMismatch) {
        if let stray = strays.first {
            let problem = stray.lacksValue ? "needs a value:" : "does not go with"
            throw PlaceMismatch(depth: depth + 1, message: "\(VisibleText.escapingControls(stray.word)) \(problem) `\(pattern)`.")
        }
        if let unread = options.keys.sorted().first {
            throw PlaceMismatch(depth: depth + 1, message: "\(unread) does not go with `\(pattern)`.")
        }
    }
}
