/// The options every command takes (`--json`, `--no-color`, `--verbose`, `--source NAME`), which
/// say how to show a screen and where its facts come from, not which screen.
enum CommonOptions {
    static let flags: Set<String> = ["--json", "--no-color", "--verbose"]
    static let valueOptions: Set<String> = ["--source"]

    /// `arguments` without the common options and their values: the words that name a place.
    /// Words after `--` are kept whatever they are.
    static func removed(from arguments: [String]) -> [String] {
        var words: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                words += arguments[(index - 1)...]
                break
            }
            let name = String(word.split(separator: "=", maxSplits: 1).first ?? "")
            if flags.contains(word) { continue }
            if valueOptions.contains(name) {
                if !word.contains("=") { index += 1 }
                continue
            }
            words.append(word)
        }
        return words
    }
}
