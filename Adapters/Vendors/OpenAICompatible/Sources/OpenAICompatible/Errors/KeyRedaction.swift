import Foundation

/// Blanks out the API key wherever a text from elsewhere (a server's message, a transport's reason)
/// quotes it.
struct KeyRedaction: Sendable {
    let key: String?

    func callAsFunction(_ text: String) -> String {
        guard let key, !key.isEmpty else { return text }
        return text.replacingOccurrences(of: key, with: "[redacted]")
    }
}
