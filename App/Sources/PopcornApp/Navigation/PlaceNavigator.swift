import Browsing

/// The one navigator every screen's model follows its links through: each `*Navigating` method a
/// feature declares names the place it leads to, once for the whole app, and the navigator
/// notes it. The command line prints what was noted as "Next:" suggestions; the browser opens
/// it. Each screen's folder holds the methods that lead to its places (`PlaceNavigator+…`).
@MainActor
final class PlaceNavigator {
    private var followed: [LinkTarget<ScreenPlace>] = []

    /// Notes a link to `place`.
    func open(_ place: some Place) {
        followed.append(.place(ScreenPlace(place)))
    }

    /// Notes a link to the browser's search prompt.
    func openSearchPrompt() {
        followed.append(.searchPrompt)
    }

    /// Where the links followed in `follow` lead, in order.
    func links(followedIn follow: () -> Void) -> [LinkTarget<ScreenPlace>] {
        followed = []
        follow()
        defer { followed = [] }
        return followed
    }
}
