/// Where a link on a screen leads: to a place, or to the browser's search prompt, which asks for
/// the words before it can name a place.
public enum LinkTarget<Place: BrowserPlace>: Equatable, Sendable {
    case place(Place)
    case searchPrompt
}
