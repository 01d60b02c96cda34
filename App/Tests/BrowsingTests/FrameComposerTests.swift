import Browsing
import DesignSystem
import Testing

/// What the terminal shows for a state: header, the screen in sight with its links marked, footer.
@Suite struct FrameComposerTests {
    let composer = FrameComposer(styler: .plain)

    func state(_ page: BrowserPage<TestPlace>, rows: Int = 8, columns: Int = 40) -> BrowserState<TestPlace> {
        let state = BrowserState<TestPlace>(start: .movie(5), size: TerminalSize(rows: rows, columns: columns)).step(.start).0
        return state.step(.drawn(entryID: 0, page: page, warning: nil)).0
    }

    @Test func fillsTheTerminalWithHeaderScreenAndFooter() {
        let frame = composer.compose(state(Pages.movies()))
        #expect(frame.rows.count == 8)
        #expect(frame.rows[0].contains("popcorn › Movie 5"))
        #expect(frame.rows[0].hasSuffix("1/1 \u{1B}[27m"))
        #expect(frame.rows[1] == "Movie 5")
        #expect(frame.rows[3] == "  see \u{1B}[7mmovie 51\u{1B}[27m")
        #expect(frame.rows[4] == "  see \u{1B}[4mmovie 52\u{1B}[24m")
        #expect(frame.rows[7] == "↑↓ ⏎ open ← back / search ? keys q quit")
        #expect(frame.cursor == nil)
    }

    @Test func everyRowFitsTheWidthWhateverTheScreenDrew() {
        let wide = Pages.movies(String(repeating: "千", count: 50), links: [51], filler: 3)
        for columns in [1, 5, 20, 39] {
            let frame = composer.compose(state(wide, columns: columns))
            #expect(frame.rows.allSatisfy { DisplayWidth.of($0) <= columns }, "\(columns) columns")
        }
    }

    @Test func anErrorSaysHowToGoBack() {
        let frame = composer.compose(state(Pages.error()))
        #expect(frame.rows[1] == "error: There is no movie 9.")
        #expect(frame.rows[3] == "← or Backspace goes back; h goes home.")
    }

    @Test func theLastFrameStaysWhileTheNextScreenLoadsOutOfSight() {
        let shown = state(Pages.movies())
        let opening = shown.step(.key(.enter)).0
        #expect(composer.compose(opening).rows.dropFirst() == composer.compose(shown).rows.dropFirst())
        #expect(composer.compose(opening).rows[0].contains("popcorn › Movie 5 "))
        let announced = opening.step(.loadingDue(entryID: 1)).0
        let frame = composer.compose(announced)
        #expect(frame.rows[0].contains("popcorn › Movie 51"))
        #expect(frame.rows[0].contains("2/2"))
        #expect(frame.rows[1] == "Loading…")
    }

    @Test func theSearchPromptShowsTheWordsAndTheCursorAfterThem() {
        var typing = state(Pages.movies())
        for key in [Key.character("/"), .character("p"), .character("i")] { typing = typing.step(.key(key)).0 }
        let frame = composer.compose(typing)
        #expect(frame.rows.last == "Search: pi")
        #expect(frame.cursor == Frame.Cursor(row: 8, column: 11))
    }

    @Test func aNoticeTakesTheFooterAndAWideTerminalShowsEveryKey() {
        let wide = state(Pages.movies(), columns: 80)
        #expect(composer.compose(wide).rows.last == "↑↓ move  ⏎ open  ← back  → forward  / search  h home  ? keys  q quit")
        let noticed = wide.step(.key(.left)).0
        #expect(composer.compose(noticed).rows.last == "There is no page before this one.")
    }

    @Test func helpListsTheKeys() {
        let frame = composer.compose(state(Pages.movies(), rows: 20).step(.key(.character("?"))).0)
        #expect(frame.rows[1] == "Keys")
        #expect(frame.rows.contains { $0.contains("scroll a page") })
    }

    @Test func aScreenThatTakesALineShowsItsPromptAndTheCursorAtItsPlace() {
        var typing = state(Pages.chat())
        for character in "who?" { typing = typing.step(.key(.character(character))).0 }
        typing = typing.step(.key(.left)).0
        let frame = composer.compose(typing)
        #expect(frame.rows.last == "Ask: who?")
        #expect(frame.cursor == Frame.Cursor(row: 8, column: 9))
        // Out of the line, the footer says how to return to it, and, while an answer arrives, how to stop it.
        let browsing = typing.step(.key(.escape)).0
        #expect(composer.compose(browsing).rows.last == "i type ← back ? keys q quit")
        #expect(composer.compose(browsing).cursor == nil)
        let sending = typing.step(.key(.enter)).0.step(.key(.escape)).0
        #expect(composer.compose(sending).rows.last == "An answer is arriving: Ctrl-C stops it.")
    }

    @Test func aLongLineShowsTheCharactersAroundTheCursorWithinTheWidth() throws {
        for columns in [20, 40] {
            var typing = state(Pages.chat(), columns: columns)
            for character in "who plays Tyler Durden and who plays the narrator?" { typing = typing.step(.key(.character(character))).0 }
            let frame = composer.compose(typing)
            let footer = try #require(frame.rows.last)
            #expect(footer.hasPrefix("Ask: ") && footer.hasSuffix("narrator?"))
            #expect(DisplayWidth.of(footer) < columns)
            #expect(frame.cursor == Frame.Cursor(row: 8, column: DisplayWidth.of(footer) + 1))
            for _ in 0..<60 { typing = typing.step(.key(.left)).0 }
            let start = composer.compose(typing)
            #expect(start.rows.last?.hasPrefix("Ask: who plays") == true)
            #expect(start.cursor == Frame.Cursor(row: 8, column: 6))
        }
    }
}
