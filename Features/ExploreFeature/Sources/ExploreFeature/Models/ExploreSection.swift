public import Presentation

/// One list of the explore screen: its heading, what it was drawn from where that needs saying,
/// its first rows, and the whole list it leads to.
public struct ExploreSection: Sendable, Equatable, JSONRecord {
    /// "Trending films", "Top rated series".
    public let heading: String
    /// A sentence under the heading (what a trending list was drawn from); nil for none.
    public let note: String?
    /// The whole list; nil for a section that is whole as it stands.
    public let list: ExploreList?
    public let items: [ExploreItem]
    /// Why the list could not be shown, in a sentence, where it could not; its rows are then empty.
    public let failure: String?

    public init(heading: String, note: String? = nil, list: ExploreList?, items: [ExploreItem], failure: String? = nil) {
        self.heading = heading
        self.note = note
        self.list = list
        self.items = items
        self.failure = failure
    }
}
