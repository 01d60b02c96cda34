import Presentation

extension ModelSettings {
    /// Why the configured model cannot be used, in the words of a usage error (the setting and
    /// where it was set, what to give instead): for a command that asks the model to end with, and
    /// for a screen that asks it (the browser's chat) to show when it loads. Nil when it can be used.
    var unusable: ViewStateError? {
        problem.map { ViewStateError(kind: .invalidRequest, message: $0.description, suggestion: $0.suggestion) }
    }
}
