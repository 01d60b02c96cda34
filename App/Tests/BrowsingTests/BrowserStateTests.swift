import Browsing
import DesignSystem
import Testing

/// The browser's keys, paging and history, as values: each event in, the state and the effects out.
@Suite struct BrowserStateTests {
    typealias State = BrowserState<TestPlace>

    /// A browser at `start`, its screen drawn as `page`.
    func shown(_ page: BrowserPage<TestPlace> = Pages.movies(), at start: TestPlace = .movie(5), rows: Int = 12) -> State {
        var state = State(start: start, size: TerminalSize(rows: rows, columns: 40))
        state = state.step(.start).0
        return state.step(.drawn(entryID: 0, page: page, warning: nil)).0
    }

    @Test func startsByAskingForItsFirstScreenAndShowsItWithTheFirstLinkChosen() {
        let start = State(start: .movie(5), size: TerminalSize(rows: 12, columns: 40))
        let (waiting, effects) = start.step(.start)
        #expect(effects == [.show(entryID: 0, place: .movie(5))])
        #expect(waiting.awaited?.entryID == 0 && waiting.awaited?.isAnnounced == false)
        let state = waiting.step(.drawn(entryID: 0, page: Pages.movies(), warning: nil)).0
        #expect(state.showsCurrent)
        #expect(state.selection == 0)
    }

    @Test func movesTheSelectionAndScrollsPastTheEnds() {
        let state = shown(Pages.movies(links: [51, 52, 53], filler: 30))
        #expect(press(.down, on: state).0.selection == 1)
        #expect(press(.character("j"), .character("j"), .character("k"), on: state).0.selection == 1)
        // Past the last link, the text scrolls instead.
        let scrolled = press(.down, .down, .down, .down, on: state).0
        #expect(scrolled.selection == 2)
        #expect(scrolled.viewport.top == 2)
        #expect(press(.up, on: state).0.selection == 0)
    }

    @Test func enterOpensTheChosenLinkAndBackReturnsToIt() {
        var (state, effects) = press(.down, .enter, on: shown())
        #expect(effects == [.show(entryID: 1, place: .movie(52))])
        #expect(state.history.entries.map(\.place) == [.movie(5), .movie(52)])
        // Until the new screen is drawn, the keys that move within it do nothing.
        #expect(press(.down, on: state).0.selection == state.selection)
        state = state.step(.drawn(entryID: 1, page: Pages.movies("Movie 52", links: [521, 522]), warning: nil)).0
        #expect(state.selection == 0)
        (state, effects) = press(.left, on: state)
        #expect(effects == [.show(entryID: 0, place: .movie(5))])
        state = state.step(.drawn(entryID: 0, page: Pages.movies(), warning: nil)).0
        #expect(state.selection == 1, "the link that was followed is chosen again")
        (state, effects) = press(.right, on: state)
        #expect(effects == [.show(entryID: 1, place: .movie(52))])
    }

    @Test func saysSoWhenThereIsNowhereToGoAndTheNextKeyClearsIt() {
        let (atStart, effects) = press(.backspace, on: shown())
        #expect(effects.isEmpty)
        #expect(atStart.notice == "There is no page before this one.")
        #expect(press(.right, on: atStart).0.notice == "There is no page after this one.")
        #expect(press(.down, on: atStart).0.notice == nil)
        #expect(press(.character("z"), on: atStart).0.notice == "Press ? for the keys.")
    }

    @Test func leavingAScreenStillLoadingCancelsIt() {
        let (opening, _) = press(.enter, on: shown())
        let announced = opening.step(.loadingDue(entryID: 1)).0
        #expect(announced.awaited?.isAnnounced == true)
        let (back, effects) = press(.left, on: announced)
        #expect(effects == [.cancel(entryID: 1), .show(entryID: 0, place: .movie(5))])
        // A late answer for the screen left behind changes nothing.
        let late = back.step(.drawn(entryID: 1, page: Pages.movies("Movie 51"), warning: nil)).0
        #expect(late.awaited?.entryID == 0)
    }

    @Test func homeGoesHomeOnceAndAgainDoesNothing() {
        let (home, effects) = press(.character("h"), on: shown())
        #expect(effects == [.show(entryID: 1, place: .home)])
        let drawn = home.step(.drawn(entryID: 1, page: Pages.searchLink, warning: nil)).0
        #expect(press(.character("h"), on: drawn).1.isEmpty)
    }

    @Test func pagesScrollByAScreenAndTakeTheSelectionAlong() {
        let state = shown(Pages.movies(links: Array(1...30)), rows: 12)
        #expect(state.bodyHeight == 10)
        let (down, _) = press(.pageDown, on: state)
        #expect(down.viewport.top == 9)
        #expect(down.selection.map { down.viewport.shows(state.shown!.page.links[$0].line) } == true)
        let (back, _) = press(.pageUp, on: down)
        #expect(back.viewport.top == 0)
        #expect(press(.character(" "), on: state).0.viewport.top == 9)
    }

    @Test func slashTypesASearchThatEnterOpensAndEscapeDrops() {
        let (typing, _) = press(.character("/"), .character("f"), .character("i"), .character("x"), .backspace, on: shown())
        #expect(typing.mode == .searching("fi"))
        let (searched, effects) = press(.enter, on: typing)
        #expect(searched.mode == .browsing)
        #expect(effects == [.show(entryID: 1, place: .search("fi"))])
        #expect(press(.escape, on: typing).0.mode == .browsing)
        let (blank, nothing) = press(.character("/"), .character(" "), .enter, on: shown())
        #expect(blank.mode == .browsing && nothing.isEmpty)
    }

    @Test func aLinkToTheSearchPromptOpensThePrompt() {
        let (state, effects) = press(.enter, on: shown(Pages.searchLink, at: .home))
        #expect(state.mode == .searching(""))
        #expect(effects.isEmpty)
    }

    @Test func helpShowsUntilAnyKeyAndQQuits() {
        let (help, _) = press(.character("?"), on: shown())
        #expect(help.mode == .help)
        #expect(press(.down, on: help).0.mode == .browsing)
        #expect(press(.character("q"), on: help).0.exitStatus == 0)
    }

    @Test func qAndCtrlCQuitAndNothingMovesAfterwards() {
        #expect(press(.character("q"), on: shown()).0.exitStatus == 0)
        let (ended, effects) = press(.interrupt, .enter, on: shown())
        #expect(ended.exitStatus == 0)
        #expect(effects.isEmpty)
        #expect(press(.character("/"), .interrupt, on: shown()).0.exitStatus == 0)
        let signalled = shown().step(.ended(status: 143)).0
        #expect(signalled.exitStatus == 143)
    }

    @Test func aResizeRedrawsTheScreenKeepingTheChosenLink() {
        let (chosen, _) = press(.down, on: shown())
        let (resized, effects) = chosen.step(.resized(TerminalSize(rows: 30, columns: 100)))
        #expect(effects == [.repaint, .redraw(entryID: 0)])
        #expect(resized.bodyHeight == 28)
        let redrawn = resized.step(.drawn(entryID: 0, page: Pages.movies(), warning: nil)).0
        #expect(redrawn.selection == 1)
        #expect(press(.redraw, on: redrawn).1 == [.repaint])
    }

    @Test func aWarningWithAScreenShowsAsANotice() {
        let state = State(start: .movie(5), size: TerminalSize(rows: 12, columns: 40)).step(.start).0
        let drawn = state.step(.drawn(entryID: 0, page: Pages.movies(), warning: "not recorded")).0
        #expect(drawn.notice == "not recorded")
    }

    /// `popcorn browse movie 99999999`, then ← and h: this crashed the browser that came before.
    @Test func anErrorScreenThenBackThenHomeKeepsEveryPartInRange() {
        var state = shown(Pages.error(), at: .movie(9))
        #expect(state.selection == nil)
        state = press(.left, .character("h"), on: state).0
        #expect(state.history.entries.map(\.place) == [.movie(9), .home])
        let frame = FrameComposer(styler: .plain).compose(state)
        #expect(frame.rows.count == 12)
        state = state.step(.loadingDue(entryID: 1)).0
        #expect(FrameComposer(styler: .plain).compose(state).rows.contains("Loading…"))
    }
}
