import Browsing
import DesignSystem
import Testing

/// The keys a screen answers beside the browser's own (`w` and `s` on a film's screen): a key
/// without a question acts at once, one with a question asks in the footer first, and the screen
/// is loaded again once it has acted, its page taking keys until the new one comes.
@Suite struct BrowserStateKeysTests {
    typealias State = BrowserState<TestPlace>

    static let keys = [PageKey("w", label: "watchlist"), PageKey("s", label: "watched", question: "Rating 1-10 (Enter to skip):")]

    func shown(keys: [PageKey] = Self.keys) -> State {
        let movie = Pages.movies()
        let page = BrowserPage(lines: movie.lines, links: movie.links, heading: movie.heading, isError: false, keys: keys)
        var state = State(start: .movie(5), size: TerminalSize(rows: 12, columns: 40))
        state = state.step(.start).0
        return state.step(.drawn(entryID: 0, page: page, warning: nil)).0
    }

    @Test func aKeyWithoutAQuestionActsAtOnce() {
        let (state, effects) = press(.character("w"), on: shown())
        #expect(effects == [.act(entryID: 0, key: "w", answer: nil)])
        #expect(state.mode == .browsing)
    }

    @Test func aKeyWithAQuestionAsksAndEnterSendsTheAnswerEvenAnEmptyOne() {
        var (state, effects) = press(.character("s"), on: shown())
        #expect(effects.isEmpty)
        #expect(state.mode == .answering(Self.keys[1], LineEdit()))
        let frame = FrameComposer(styler: Styler(isColourEnabled: false)).compose(state)
        #expect(frame.rows.last == "Rating 1-10 (Enter to skip): ")
        (state, effects) = press(.character("8"), .enter, on: state)
        #expect(effects == [.act(entryID: 0, key: "s", answer: "8")])
        #expect(state.mode == .browsing)
        #expect(press(.character("s"), .enter, on: shown()).1 == [.act(entryID: 0, key: "s", answer: "")])
    }

    @Test func escapeGivesUpTheQuestion() {
        let (state, effects) = press(.character("s"), .character("8"), .escape, on: shown())
        #expect(effects.isEmpty)
        #expect(state.mode == .browsing)
    }

    @Test func aKeyTheScreenDoesNotAnswerSaysWhereTheKeysAre() {
        let (state, effects) = press(.character("w"), on: shown(keys: []))
        #expect(effects.isEmpty)
        #expect(state.notice == "Press ? for the keys.")
    }

    @Test func onceActedTheScreenSaysWhatItDidAndIsLoadedAgainWhereItWas() {
        let (moved, _) = press(.down, on: shown())
        let (state, effects) = moved.step(.acted(entryID: 0, message: "On your watchlist."))
        #expect(state.notice == "On your watchlist.")
        #expect(effects == [.cancel(entryID: 0), .show(entryID: 0, place: .movie(5))])
        let movie = Pages.movies()
        let redrawn = state.step(
            .drawn(
                entryID: 0,
                page: BrowserPage(lines: movie.lines, links: movie.links, heading: movie.heading, isError: false, keys: Self.keys),
                warning: nil)
        ).0
        #expect(redrawn.selection == 1, "the chosen link stays chosen")
        #expect(redrawn.notice == "On your watchlist.")
    }

    @Test func whileTheScreenLoadsAgainItsPageStaysAndTakesKeys() {
        let acted = shown().step(.acted(entryID: 0, message: "On your watchlist.")).0
        let reloading = acted.step(.loadingDue(entryID: 0)).0
        #expect(reloading.showsCurrent)
        let frame = FrameComposer(styler: Styler(isColourEnabled: false)).compose(reloading)
        #expect(!frame.rows.contains { $0.contains("Loading") })
        var (state, effects) = press(.character("s"), on: reloading)
        #expect(state.mode == .answering(Self.keys[1], LineEdit()))
        (state, effects) = press(.character("8"), .enter, on: state)
        #expect(effects == [.act(entryID: 0, key: "s", answer: "8")])
    }

    @Test func theKeysScreenListsTheScreensKeys() {
        let state = press(.character("?"), on: shown()).0
        let rows = FrameComposer(styler: Styler(isColourEnabled: false)).compose(state).rows
        #expect(rows.contains { $0.hasPrefix("w") && $0.contains("watchlist") })
        #expect(rows.contains { $0.hasPrefix("s") && $0.contains("watched") })
    }
}
