import DesignSystem
import Testing

@Suite struct KeyValueBlockTests {
    @Test(arguments: 20...30)
    func fitsANarrowTerminal(width: Int) {
        let block = KeyValueBlock([.init("Directors", "Lana Wachowski, Lilly Wachowski"), .init("Genres", "Science Fiction, Action")])
        let lines = block.render(width: width, styler: .plain)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
    }

    @Test func linesTheValuesUpInOneColumn() {
        let block = KeyValueBlock([.init("Released", "1999-10-15"), .init("Runtime", "2h 19m")])
        #expect(
            block.render(width: 80, styler: .plain) == [
                "Released  1999-10-15",
                "Runtime   2h 19m",
            ])
    }

    @Test func wrapsLongValuesInsideTheValueColumn() {
        let block = KeyValueBlock([.init("Cast", "Edward Norton, Brad Pitt, Helena Bonham Carter")])
        let lines = block.render(width: 31, styler: .plain)
        #expect(
            lines == [
                "Cast  Edward Norton, Brad Pitt,",
                "      Helena Bonham Carter",
            ])
    }

    @Test func leavesOutRowsWithoutAValue() {
        let block = KeyValueBlock([.init("Tagline", ""), .init("Runtime", "2h")])
        #expect(block.render(width: 80, styler: .plain) == ["Runtime  2h"])
    }

    @Test func alignsLabelsOfAnyScript() {
        let block = KeyValueBlock([.init("原題", "x"), .init("Title", "y")])
        #expect(block.render(width: 80, styler: .plain) == ["原題   x", "Title  y"])
    }
}

@Suite struct KeyValueBlockNamingTests {
    @Test func followsEachNameWithItsID() {
        let block = KeyValueBlock([.init("Created by", naming: [NamedID("David Benioff", id: 9813), NamedID("Someone", id: nil)])])
        #expect(block.render(width: 80, styler: .plain) == ["Created by  David Benioff #9813, Someone"])
    }

    @Test func paintsTheIDsDim() {
        let block = KeyValueBlock([.init("Director", naming: [NamedID("David Fincher", id: 7467)])])
        let line = block.render(width: 80, styler: Styler(isColourEnabled: true))[0]
        #expect(line.hasSuffix("David Fincher \u{1B}[2m#7467\u{1B}[0m"))
    }
}
