import Testing

@testable import DesignSystem

@Suite struct TextTableFitTests {
    let columns = [TableColumn("Title", isShrinkable: true, minimumWidth: 12), TableColumn("Year")]

    @Test func fitsWhenTheShrinkableColumnAtItsMinimumLeavesRoomForTheOthers() {
        let table = TextTable(columns: columns, rows: [["The Good, the Bad and the Ugly", "1966"]])
        // 12 for the title at its narrowest, 2 between, 4 for the year.
        #expect(table.fitsNarrowingOnlyShrinkableColumns(width: 18))
        #expect(!table.fitsNarrowingOnlyShrinkableColumns(width: 17))
    }

    @Test func countsAShrinkableColumnAtItsMinimumEvenWhenItsCellsAreNarrower() {
        let table = TextTable(columns: columns, rows: [["Up", "2009"]])
        #expect(!table.fitsNarrowingOnlyShrinkableColumns(width: 17))
        #expect(table.fitsNarrowingOnlyShrinkableColumns(width: 18))
    }

    @Test func measuresTheOtherColumnsInTerminalColumns() {
        let table = TextTable(
            columns: [TableColumn("Title", isShrinkable: true, minimumWidth: 8), TableColumn("Original")],
            rows: [["Spirited Away", "千と千尋の神隠し"], ["Amélie", "Le Fabuleux Destin"]])
        // 8, 2 between, then the widest of "Original" (8), 16 and 18 columns.
        #expect(table.fitsNarrowingOnlyShrinkableColumns(width: 28))
        #expect(!table.fitsNarrowingOnlyShrinkableColumns(width: 27))
    }

    @Test func countsAHeaderOnlyWhenItIsShown() {
        let columns = [TableColumn("Title", isShrinkable: true, minimumWidth: 12), TableColumn("Open with popcorn")]
        let rows = [["Fight Club", "movie 550"]]
        #expect(!TextTable(columns: columns, rows: rows).fitsNarrowingOnlyShrinkableColumns(width: 30))
        #expect(TextTable(columns: columns, rows: rows).fitsNarrowingOnlyShrinkableColumns(width: 31))
        #expect(TextTable(columns: columns, rows: rows, showsHeader: false).fitsNarrowingOnlyShrinkableColumns(width: 23))
        #expect(!TextTable(columns: columns, rows: rows, showsHeader: false).fitsNarrowingOnlyShrinkableColumns(width: 22))
    }

    @Test func aTableThatFitsIsDrawnWithOnlyItsShrinkableColumnsCut() {
        let table = TextTable(
            columns: [TableColumn("Title", isShrinkable: true, minimumWidth: 12), TableColumn("Year"), TableColumn("Open with popcorn")],
            rows: [["The Lord of the Rings: The Fellowship of the Ring", "2001", "movie 120"]])
        for width in 37...60 {
            #expect(table.fitsNarrowingOnlyShrinkableColumns(width: width))
            let lines = table.render(width: width, styler: .plain)
            #expect(lines[0].hasSuffix("Year  Open with popcorn"), "\(width)")
            #expect(lines[1].hasSuffix("2001  movie 120"), "\(width)")
        }
        #expect(!table.fitsNarrowingOnlyShrinkableColumns(width: 36))
    }
}
