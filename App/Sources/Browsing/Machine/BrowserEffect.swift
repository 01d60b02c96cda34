/// What the browser asks of its shell, which does the I/O and answers with events.
public enum BrowserEffect<Place: BrowserPlace>: Equatable, Sendable {
    /// Draw the screen of this history entry, loading it first if it has not loaded: answered by
    /// `drawn` (and `loadingDue` when the load takes a while).
    case show(entryID: Int, place: Place)
    /// Draw the shown screen again at the new size: answered by `drawn`.
    case redraw(entryID: Int)
    /// Stop loading the screen of this entry and forget it, so that a later visit loads afresh.
    case cancel(entryID: Int)
    /// Send a typed line to the screen of this entry: answered by `changed` as it draws more, and
    /// `replyEnded` once it is done.
    case send(entryID: Int, line: String)
    /// Stop what the screen of this entry does with the line sent to it (Ctrl-C, or leaving it).
    case stopReply(entryID: Int)
    /// Have the screen of this entry do what its key does, with the answer to its question if it
    /// asked one: answered by `acted`.
    case act(entryID: Int, key: Character, answer: String?)
    /// Clear the terminal and write the next frame whole.
    case repaint
}
