import Testing

@testable import PopcornApp

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

    @Test func aSmallerWindowKeepsTheTopInRange() {
        var viewport = Viewport(top: 40, height: 10, lineCount: 50)
        viewport.lineCount = 30
        #expect(viewport.top == 20)
    }
}
