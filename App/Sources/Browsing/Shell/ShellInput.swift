/// What wakes the full-screen shell: bytes typed, the input's end, a signal, and the progress of
/// the screen it is loading.
enum ShellInput: Sendable {
    case bytes([UInt8])
    case endOfInput
    case resize
    case signal(Int32)
    /// The screen of the history entry with this id has loaded; with a warning when something
    /// beside it went wrong.
    case loaded(entryID: Int, warning: String?)
    case loadingDue(entryID: Int)
    /// The screen of that entry has more to draw, or is done with the line sent to it.
    case changed(entryID: Int)
    case replyEnded(entryID: Int)
    /// The screen of that entry did what a key asked, and says what.
    case acted(entryID: Int, message: String)
}
