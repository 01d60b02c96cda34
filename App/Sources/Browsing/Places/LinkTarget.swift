/// Where a link on a screen leads: to a place, or to the browser's search prompt, which asks for
/// the words before it can name a place.
///
/// Its place is any type, as the browser's places are: a generic type whose parameter must
/// conform to a protocol costs the runtime a search of every conformance the first time it is made.
public enum LinkTarget<Place> {
    case place(Place)
    case searchPrompt
}

extension LinkTarget: Equatable where Place: Equatable {}
extension LinkTarget: Sendable where Place: Sendable {}
