/// What happens to the browser: a key, the terminal's size, the end of the run, and the
/// progress of the screen it waits for. The shell turns input, signals and loads into these.
public enum BrowserEvent<Place: BrowserPlace>: Sendable {
    /// The browser begins: it asks for its first place.
    case start
    case key(Key)
    case resized(TerminalSize)
    /// The run ends with this status: the end of input (0), a signal (128 + its number), a
    /// terminal that cannot be written.
    case ended(status: Int32)
    /// The screen of the history entry with this id is drawn, after it loaded or to fit a new
    /// size; with a warning when something beside the screen went wrong.
    case drawn(entryID: Int, page: BrowserPage<Place>, warning: String?)
    /// The screen of that entry has been loading long enough to say so.
    case loadingDue(entryID: Int)
    /// The screen of that entry has more to draw (a reply arriving): drawn again, not loaded.
    case changed(entryID: Int)
    /// The screen of that entry is done with the line sent to it.
    case replyEnded(entryID: Int)
    /// The screen of that entry did what a key asked, and says what in `message`; it is loaded
    /// again, since what it shows may have changed.
    case acted(entryID: Int, message: String)
}
