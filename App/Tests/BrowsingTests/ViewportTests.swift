import Testing

@testable import Browsing

@Suite struct ViewportTests {
    @Test func revealsALineBelowByScrollingJustEnough() {
        var viewport = Viewport(height: 10, lineCount: 50)
        viewport.reveal(14)
        #expect(viewport.lines == 5..<15)
        viewport.reveal(7)
        #expect(viewport.lines == 5..<15)
        viewport.reveal(2)
        #expect(viewport.lines == 2..<12)
    }

    @Test func neverScrollsPastEitherEnd() {
        var viewport = Viewport(height: 10, lineCount: 25)
        viewport.scroll(by: 100)
        #expect(viewport.lines == 15..<25)
        viewport.scroll(by: -100)
        #expect(viewport.lines == 0..<10)
    }

    @Test func aShortScreenDoesNotScroll() {
        var viewport = Viewport(top: 3, height: 10, lineCount: 4)
        #expect(viewport.lines == 0..<4)
        viewport.scroll(by: 1)
        #expect(viewport.top == 0)
    }

    @Test func aTopPastTheEndIsBroughtBack() {
        let viewport = Viewport(top: 40, height: 10, lineCount: 30)
        #expect(viewport.top == 20)
        #expect(viewport.lines == 20..<30)
    }

    @Test func noLinesAndNoHeightStillMakeAViewport() {
        var viewport = Viewport(top: 5, height: 0, lineCount: 0)
        viewport.scroll(by: 3)
        viewport.reveal(7)
        #expect(viewport.height == 1)
        #expect(viewport.lines.isEmpty)
    }
}
