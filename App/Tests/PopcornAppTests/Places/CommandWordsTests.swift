import Testing

@testable import PopcornApp

/// A suggested command is a line a person pastes into a shell: it gives back the same words, and
/// shows no control character raw (an escape in a query would recolour the terminal).
@Suite struct CommandWordsTests {
    @Test func quotesOnlyWhatAShellWouldChange() {
        #expect(CommandWords.line(["search", "fight", "--page", "2"]) == "popcorn search fight --page 2")
        #expect(CommandWords.quoted("fight club") == #""fight club""#)
        #expect(CommandWords.quoted(#"say "$5""#) == #""say \"\$5\"""#)
    }

    @Test func writesControlCharactersAsEscapesInDollarQuotes() {
        #expect(CommandWords.quoted("\u{1B}[31mred") == #"$'\x1B[31mred'"#)
        #expect(CommandWords.quoted("two\nlines\tand a bell\u{7}") == #"$'two\nlines\tand a bell\x07'"#)
        #expect(CommandWords.quoted("it's \\ \u{85}") == #"$'it\'s \\ \u0085'"#)
        let line = CommandWords.line(SearchPlace(query: "\u{1B}[31mred", page: 2).words)
        #expect(line == #"popcorn search $'\x1B[31mred' --page 2"#)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func aSearchTitleShowsItsQueryEscaped() {
        #expect(SearchPlace(query: "\u{1B}[31mred").title == #"Search “\u{1B}[31mred”"#)
    }
}
