import Foundation

/// The message of an error body, in the shapes servers send: OpenAI's and llama.cpp's
/// `{"error": {"message": …}}`, Ollama's `{"error": "…"}`, and a bare `{"message": …}` or
/// `{"detail": …}`; else the body's first line when it is short text.
struct ServerErrorMessage: Sendable {
    /// The longest message kept.
    static let limit = 500

    let text: String?

    init(body: Data) {
        if let json = try? JSONDecoder().decode(OpenAICompatibleJSON.self, from: body) {
            let found = json["error"]?["message"]?.text ?? json["error"]?.text ?? json["message"]?.text ?? json["detail"]?.text
            text = found.map { String($0.prefix(Self.limit)) }
        } else {
            let line = String(decoding: body.prefix(Self.limit), as: UTF8.self).split(whereSeparator: \.isNewline).first
            text = line.map { String($0).trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// Whether the message says that the server does not take tools: llama.cpp's
    /// "Unsupported param: tools", Ollama's "registry.ollama.ai/library/x does not support tools",
    /// vLLM's "\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set".
    var refusesTools: Bool {
        guard let text = text?.lowercased(), text.contains("tool") else { return false }
        return text.contains("unsupported") || text.contains("not support") || text.contains("enable-auto-tool-choice")
    }
}
