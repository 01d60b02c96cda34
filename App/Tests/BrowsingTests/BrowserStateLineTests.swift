import Browsing
import DesignSystem
import Testing

/// A screen that takes a typed line, key by key: the line opens when the screen is shown, edits,
/// sends, redraws as the answer arrives, and Ctrl-C stops the answer rather than the browser.
@Suite struct BrowserStateLineTests {
    typealias State = BrowserState<TestPlace>

    /// A browser at movie 5, which links to movie 7, a chat, already followed and drawn.
    func chatting(_ page: BrowserPage<TestPlace> = Pages.chat(), rows: Int = 12) -> State {
        var state = State(start: .movie(5), size: TerminalSize(rows: rows, columns: 40)).step(.start).0
        state = state.step(.drawn(entryID: 0, page: Pages.movies(links: [7]), warning: nil)).0
        state = state.step(.key(.enter)).0
        return state.step(.drawn(entryID: 1, page: page, warning: nil)).0
    }

    func type(_ text: String, on state: State) -> State {
        text.reduce(state) { $0.step(.key(.character($1))).0 }
    }

    @Test func theLineOpensWhenTheScreenIsShownAndEditsAtTheCursor() {
        let state = chatting()
        #expect(state.mode == .typing(LineEdit()))
        #expect(state.lineInput == LineInput(prompt: "Ask: "))
        var typed = type("who drected it", on: state)
        typed = press(.left, .left, .left, .left, .left, .left, .left, .left, .left, on: typed).0
        typed = type("i", on: typed)
        #expect(typed.mode == .typing(LineEdit("who directed it", cursor: 6)))
        typed = press(.right, .backspace, on: typed).0
        #expect(typed.mode == .typing(LineEdit("who diected it", cursor: 6)))
        #expect(typed.history.entries.count == 2, "the keys that browse only type")
    }

    @Test func theLineTakesTheKeysThatEditALineAndTheBrowserNamesTheOthersNoKey() {
        var typed = type("who directed it", on: chatting())
        typed = press(.home, .delete, .end, .control("w"), .control("a"), .control("f"), .control("k"), on: typed).0
        #expect(typed.mode == .typing(LineEdit("h", cursor: 1)))
        typed = press(.control("d"), .control("u"), on: typed).0
        #expect(typed.mode == .typing(LineEdit()))
        #expect(typed.exitStatus == nil)
        let browsing = press(.escape, on: typed).0
        for key in [Key.home, .end, .delete, .control("a"), .control("d")] {
            #expect(press(key, on: browsing).0.notice == "Press ? for the keys.")
        }
    }

    @Test func enterSendsTheLineAndClearsIt() {
        let (sent, effects) = press(.enter, on: type("  who directed it? ", on: chatting()))
        #expect(effects == [.send(entryID: 1, line: "who directed it?")])
        #expect(sent.mode == .typing(LineEdit()))
        #expect(sent.replying == 1)
        // Nothing of white space is sent.
        #expect(press(.enter, on: type("   ", on: chatting())).1.isEmpty)
    }

    @Test func theScreenIsDrawnAgainAsTheAnswerArrivesShowingItsEnd() {
        let (sent, _) = press(.enter, on: type("who?", on: chatting(rows: 6)))
        let (changed, effects) = sent.step(.changed(entryID: 1))
        #expect(effects == [.redraw(entryID: 1)])
        let long = Pages.chat((0..<10).map { "line \($0)" })
        let drawn = changed.step(.drawn(entryID: 1, page: long, warning: nil)).0
        #expect(drawn.viewport.lines == 6..<10, "the end, where the answer comes")
        #expect(drawn.mode == .typing(LineEdit()), "a redraw keeps the line")
        // Another screen's change draws nothing.
        #expect(drawn.step(.changed(entryID: 0)).1.isEmpty)
        let (ended, endEffects) = drawn.step(.replyEnded(entryID: 1))
        #expect(ended.replying == nil)
        #expect(endEffects == [.redraw(entryID: 1)])
    }

    @Test func anotherLineWaitsForTheAnswer() {
        let (sent, _) = press(.enter, on: type("who?", on: chatting()))
        let (waiting, effects) = press(.enter, on: type("when?", on: sent))
        #expect(effects.isEmpty)
        #expect(waiting.notice == "An answer is still arriving: Ctrl-C stops it.")
        #expect(waiting.mode == .typing(LineEdit("when?")), "the line is kept")
    }

    @Test func ctrlCStopsTheAnswerNotTheBrowserThenQuitsOnceNoneArrives() {
        let (sent, _) = press(.enter, on: type("who?", on: chatting()))
        let (stopped, effects) = press(.interrupt, on: sent)
        #expect(effects == [.stopReply(entryID: 1)])
        #expect(stopped.exitStatus == nil)
        #expect(stopped.notice == "Stopped.")
        // In the browsing keys too.
        let (browsing, browsingEffects) = press(.escape, .interrupt, on: sent)
        #expect(browsingEffects == [.stopReply(entryID: 1)])
        #expect(browsing.exitStatus == nil)
        let ended = stopped.step(.replyEnded(entryID: 1)).0
        #expect(press(.interrupt, on: ended).0.exitStatus == 0)
    }

    @Test func escapeLeavesTheLineForTheBrowsingKeysAndIOrEnterReturns() {
        let (browsing, _) = press(.escape, on: type("who", on: chatting()))
        #expect(browsing.mode == .browsing)
        #expect(press(.character("i"), on: browsing).0.mode == .typing(LineEdit()))
        #expect(press(.enter, on: browsing).0.mode == .typing(LineEdit()))
        let (back, effects) = press(.left, on: browsing)
        #expect(effects == [.show(entryID: 0, place: .movie(5))])
        #expect(back.mode == .browsing)
        // On a screen that takes no line, i is no key.
        let movie = back.step(.drawn(entryID: 0, page: Pages.movies(links: [7]), warning: nil)).0
        #expect(press(.character("i"), on: movie).0.notice == "Press ? for the keys.")
    }

    @Test func leavingAScreenWhoseAnswerArrivesStopsIt() {
        let (sent, _) = press(.enter, on: type("who?", on: chatting()))
        let (_, effects) = press(.escape, .left, on: sent)
        #expect(effects == [.stopReply(entryID: 1), .show(entryID: 0, place: .movie(5))])
    }

    @Test func theArrowsUpAndDownScrollWhileTyping() {
        let long = Pages.chat((0..<20).map { "line \($0)" })
        let state = chatting(long, rows: 8)
        #expect(state.viewport.top == 14)
        let (scrolled, _) = press(.up, .up, .pageUp, on: state)
        #expect(scrolled.viewport.top == 7)
        #expect(press(.down, on: scrolled).0.viewport.top == 8)
    }
}
