import Browsing
import DesignSystem

/// A screen for the browser's tests that takes a typed line: it answers each line with the
/// line's words in capitals, one word a piece, calling `onChange` after each; with
/// `holdsAfterAnswer`, it then waits until its task is cancelled, and marks the answer stopped
/// 100 ms later.
/// Until the first line, it shows a hint.
@MainActor
final class FakeChatScreen: BrowserScreen {
    let place: TestPlace
    private let holdsAfterAnswer: Bool
    private(set) var exchanges: [(question: String, answer: String, isStopped: Bool)] = []
    private(set) var hasLoaded = false

    init(place: TestPlace, holdsAfterAnswer: Bool) {
        self.place = place
        self.holdsAfterAnswer = holdsAfterAnswer
    }

    func load() async -> String? {
        hasLoaded = true
        return nil
    }

    func send(_ line: String, onChange: @escaping @MainActor () -> Void) async {
        exchanges.append((line, "", false))
        onChange()
        for word in line.uppercased().split(separator: " ") {
            exchanges[exchanges.count - 1].answer += (exchanges[exchanges.count - 1].answer.isEmpty ? "" : " ") + word
            onChange()
            await Task.yield()
        }
        guard holdsAfterAnswer else { return }
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        // Keeping the stopped answer takes a moment, as a store's write does.
        await Task.detached { try? await Task.sleep(for: .milliseconds(100)) }.value
        exchanges[exchanges.count - 1].isStopped = true
        onChange()
    }

    func draw(theme: Theme) -> BrowserPage<TestPlace> {
        // A hint that goes once there is a question, as the chat's does.
        var lines = ["Chat about \(place.title)"] + (exchanges.isEmpty ? ["Ask anything."] : [])
        for exchange in exchanges {
            lines += ["", "› " + exchange.question, exchange.answer + (exchange.isStopped ? " (stopped)" : "")]
        }
        return BrowserPage(lines: lines, links: [], heading: lines[0], isError: false, input: LineInput(prompt: "Ask: "))
    }
}
