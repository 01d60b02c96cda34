import DesignSystem
import Testing

@Suite struct ColourPolicyTests {
    @Test func colourIsOnForATerminal() {
        #expect(ColourPolicy.isColourEnabled(outputIsTerminal: true, environment: [:], noColorFlag: false))
    }

    @Test func colourIsOffForAPipeOrFile() {
        #expect(!ColourPolicy.isColourEnabled(outputIsTerminal: false, environment: [:], noColorFlag: false))
    }

    @Test func theFlagTurnsColourOff() {
        #expect(!ColourPolicy.isColourEnabled(outputIsTerminal: true, environment: [:], noColorFlag: true))
    }

    @Test func aNonEmptyNoColorTurnsColourOff() {
        #expect(!ColourPolicy.isColourEnabled(outputIsTerminal: true, environment: ["NO_COLOR": "1"], noColorFlag: false))
        #expect(!ColourPolicy.isColourEnabled(outputIsTerminal: true, environment: ["NO_COLOR": "no"], noColorFlag: false))
    }

    @Test func anEmptyNoColorIsIgnored() {
        #expect(ColourPolicy.isColourEnabled(outputIsTerminal: true, environment: ["NO_COLOR": ""], noColorFlag: false))
    }

    @Test func aDumbTerminalGetsNoColour() {
        #expect(!ColourPolicy.isColourEnabled(outputIsTerminal: true, environment: ["TERM": "dumb"], noColorFlag: false))
        #expect(ColourPolicy.isColourEnabled(outputIsTerminal: true, environment: ["TERM": "xterm-256color"], noColorFlag: false))
    }
}
