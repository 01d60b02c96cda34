import Browsing

/// What a screen that takes a typed line does with one: the prompt the browser shows before the
/// line, and how the screen answers a line sent, calling `onChange` each time it has more to draw.
@MainActor
struct ScreenLineInput {
    let prompt: String
    let send: (_ line: String, _ onChange: @escaping @MainActor () -> Void) async -> Void

    init(prompt: String, send: @escaping (_ line: String, _ onChange: @escaping @MainActor () -> Void) async -> Void) {
        self.prompt = prompt
        self.send = send
    }
}
