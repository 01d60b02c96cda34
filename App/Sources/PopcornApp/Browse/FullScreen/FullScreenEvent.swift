/// What wakes the full-screen browser: keys, the terminal's size or a signal, and the progress
/// of the screen it is loading.
enum FullScreenEvent: Sendable {
    case input([UInt8])
    case endOfInput
    case resize
    case signal(Int32)
    /// The screen of the history entry with this id has loaded; with a warning when its view
    /// could not be recorded.
    case loaded(entryID: Int, warning: String?)
    /// The screen of that entry has been loading for long enough to say so.
    case loadingDue(entryID: Int)
}
