import Presentation

extension PlaceNavigator {
    /// The film and series screens' "Ask about it".
    func openChat(movieID: Int) { open(ChatPlace(kind: .movie, id: movieID)) }
    func openChat(seriesID: Int) { open(ChatPlace(kind: .tv, id: seriesID)) }
}
