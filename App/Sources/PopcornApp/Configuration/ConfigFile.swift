import Foundation

/// `$XDG_CONFIG_HOME/popcorn/config.toml`: the settings a person keeps rather than exports. A file
/// that holds a secret (a setting that says it is one, `ConfigSetting.isSecret`: a TMDb token or
/// key) is used only when no one but its owner can read or write it (mode 0600, or stricter), and
/// refused otherwise, naming the secret settings it holds and never their values. A file without
/// a secret (`source = "catalogue"`) is used at any mode.
///
/// The file is a small subset of TOML: `key = "value"` lines, `[table]` headers that prefix the
/// keys after them (`[tmdb]` then `api_key = "…"` is `tmdb.api_key`), `#` comments and blank
/// lines. Popcorn's settings are a handful of strings; a full TOML parser (a C++ library) would
/// cost every build more than it gives.
struct ConfigFile: Sendable {
    /// The settings, by their dotted names.
    let values: [String: String]
    let path: String

    /// Reads the file at `url`.
    /// - Returns: nil when there is no file.
    static func read(at url: URL) throws(ConfigFileError) -> ConfigFile? {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: "it is not UTF-8 text, or cannot be read")
        }
        let values = try parse(text, path: path)
        let mode = status.st_mode & 0o777
        if mode & 0o077 != 0 {
            // Named in the order the settings are declared, so that the message is the same every run.
            let secrets = ConfigSetting.all.filter { $0.isSecret && !(values[$0.key] ?? "").isEmpty }.map(\.key)
            if !secrets.isEmpty { throw .secretOpenToOthers(path: path, mode: mode, secrets: secrets) }
        }
        return ConfigFile(values: values, path: path)
    }

    static func parse(_ text: String, path: String) throws(ConfigFileError) -> [String: String] {
        var values: [String: String] = [:]
        var table = ""
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else { throw .badLine(path: path, number: index + 1) }
                table = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces) + "."
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { throw .badLine(path: path, number: index + 1) }
            let key = table + line[..<equals].trimmingCharacters(in: .whitespaces)
            guard let value = quoted(line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)) else {
                throw .badLine(path: path, number: index + 1)
            }
            guard ConfigSetting.named(key) != nil else { throw .unknownKey(path: path, key: key, number: index + 1) }
            values[key] = value
        }
        return values
    }

    /// The text between matching quotes, with an optional comment after it.
    private static func quoted(_ text: String) -> String? {
        guard let quote = text.first, quote == "\"" || quote == "'" else { return nil }
        let body = text.dropFirst()
        guard let end = body.firstIndex(of: quote) else { return nil }
        let rest = body[body.index(after: end)...].trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || rest.hasPrefix("#") else { return nil }
        return String(body[..<end])
    }
}
