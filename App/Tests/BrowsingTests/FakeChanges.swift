/// What the fake screens' changes did, counted across screens, since a film's screen is made
/// again after each change, as the app's is.
@MainActor
final class FakeChanges {
    private(set) var done = 0
    /// The most changes that were under way at one time.
    private(set) var mostAtOnce = 0
    private var running = 0

    func begin() {
        running += 1
        mostAtOnce = max(mostAtOnce, running)
    }

    func end() {
        running -= 1
        done += 1
    }
}
