import Testing

@testable import DesignSystem

@Suite struct TextTableTests {
    let columns = [
        TableColumn("#", alignment: .right),
        TableColumn("Title", isShrinkable: true),
        TableColumn("Year"),
    ]

    @Test func alignsAccentedAndCJKTitles() {
        let table = TextTable(
            columns: columns,
            rows: [
                ["1", "Amélie", "2001"],
                ["2", "千と千尋の神隠し", "2001"],
                ["10", "Alien", "1979"],
            ])
        let lines = table.render(width: 80, styler: .plain)
        #expect(
            lines == [
                " #  Title             Year",
                " 1  Amélie            2001",
                " 2  千と千尋の神隠し  2001",
                "10  Alien             1979",
            ])
        #expect(Set(lines.map { DisplayWidth.of($0) }).count == 1, "every row is as wide as the header")
    }

    @Test func shrinksTheShrinkableColumnToFit() {
        let table = TextTable(columns: columns, rows: [["1", "The Lord of the Rings: The Fellowship of the Ring", "2001"]])
        let lines = table.render(width: 30, styler: .plain)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 }, "\(lines)")
        #expect(lines[1].contains("…"))
        #expect(lines[1].hasSuffix("2001"))
    }

    @Test func shrinksOnlyTheShrinkableColumnWhileThatIsEnough() {
        let table = TextTable(columns: columns, rows: [["1", "The Good, the Bad and the Ugly", "1966"]])
        #expect(table.fittedWidths(totalWidth: 20) == [1, 11, 4])
    }

    @Test(arguments: 20...44)
    func neverRunsPastANarrowTerminalEvenWhenFixedColumnsAreWide(width: Int) {
        let table = TextTable(
            columns: [TableColumn("Command"), TableColumn("Purpose", isShrinkable: true)],
            rows: [["  popcorn movies top-rated --page 2", "page 2"], ["  popcorn movie 550 --similar", "movies like it"]],
            showsHeader: false
        )
        let lines = table.render(width: width, styler: .plain)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
    }

    @Test func canLeaveOutTheHeaderAndItsWidth() {
        let table = TextTable(
            columns: [TableColumn("Character"), TableColumn("Actor")], rows: [["Neo", "Keanu Reeves"]], showsHeader: false)
        #expect(table.render(width: 80, styler: .plain) == ["Neo  Keanu Reeves"])
    }

    @Test func padsShortRows() {
        let table = TextTable(columns: columns, rows: [["1", "Alien"]])
        #expect(table.render(width: 80, styler: .plain)[1] == "1  Alien")
    }

    @Test func paintsHeadersAndRoles() {
        let table = TextTable(columns: [TableColumn("Title", role: .title)], rows: [["Alien"]])
        let lines = table.render(width: 80, styler: Styler(isColourEnabled: true))
        #expect(lines[0].contains("\u{1B}[1;36m"))
        #expect(lines[1] == "\u{1B}[1mAlien\u{1B}[0m")
    }
}

@Suite struct TextTableIDTests {
    let columns = [TableColumn("Title", isShrinkable: true), TableColumn("Year")]

    @Test func showsEachIDAfterItsName() {
        let table = TextTable(
            columns: columns, cells: [[TableCell("Fight Club", id: 550), "1999"], [TableCell("Alien", id: 348), "1979"]])
        #expect(
            table.render(width: 80, styler: .plain) == [
                "Title            Year",
                "Fight Club #550  1999",
                "Alien #348       1979",
            ])
    }

    @Test(arguments: 24...40)
    func cutsNamesBeforeIDs(width: Int) {
        let table = TextTable(
            columns: columns + [TableColumn("Role", isShrinkable: true)],
            cells: [[TableCell("Pirates of the Caribbean: The Curse of the Black Pearl", id: 22), "2003", "Captain Jack Sparrow"]])
        let lines = table.render(width: width, styler: .plain)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        #expect(lines[1].contains("… #22  2003"), "\(lines)")
    }

    @Test func paintsTheIDDimAndTheNameAsItsColumn() {
        let table = TextTable(
            columns: [TableColumn("Name", role: .title)], cells: [[TableCell("Alien", id: 348)]], showsHeader: false)
        #expect(table.render(width: 80, styler: Styler(isColourEnabled: true)) == ["\u{1B}[1mAlien\u{1B}[0m \u{1B}[2m#348\u{1B}[0m"])
    }
}
