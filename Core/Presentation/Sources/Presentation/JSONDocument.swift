import Foundation

/// The one JSON style every `--json` output uses: pretty-printed, keys sorted, slashes unescaped,
/// so that documents diff cleanly and read well.
public enum JSONDocument {
    /// `value` as a JSON document, ending in a newline.
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return closingEmptyBrackets(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
        } catch {
            return encode(ErrorDocument(code: "unexpected", message: "the result could not be written as JSON: \(error)"))
        }
    }

    /// `value` as JSON on one line, ending in a newline: how documents on standard error are
    /// written, so that a script can read them one per line.
    public static func encodeLine(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            return encodeLine(ErrorDocument(code: "unexpected", message: "the message could not be written as JSON: \(error)"))
        }
    }

    /// Foundation pretty-prints an empty array or object over three lines (`[`, a blank line,
    /// `]`); it reads as `[]` or `{}`. A newline inside a JSON string is always escaped, so a line
    /// break here is formatting.
    static func closingEmptyBrackets(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        var lines = json.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            let opener = line.last
            if opener == "[" || opener == "{", lines.count >= 2, lines[lines.startIndex].allSatisfy(\.isWhitespace) {
                let closer = lines[lines.index(after: lines.startIndex)].drop { $0 == " " }
                if closer.first == (opener == "[" ? "]" : "}") {
                    result += line + closer + "\n"
                    lines = lines.dropFirst(2)
                    continue
                }
            }
            result += line + "\n"
        }
        return String(result.dropLast())
    }

    /// The document for a screen's state: its content when ready, its error when failed, and
    /// `{"state": …}` before then.
    public static func render<Content: Encodable & Sendable>(_ state: ViewState<Content>) -> String {
        switch state {
        case .initial: encode(["state": "initial"])
        case .loading: encode(["state": "loading"])
        case .ready(let content): encode(content)
        case .error(let error): encode(ErrorDocument(error))
        }
    }
}
